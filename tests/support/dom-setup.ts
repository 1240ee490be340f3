// jsdom lays nothing out: the router's scroll restoration calls scrollTo on every navigation, and
// jsdom logs a line for each call. In a DOM test there is nowhere to scroll to.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

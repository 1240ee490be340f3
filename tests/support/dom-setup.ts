// jsdom lays nothing out: the router's scroll restoration calls scrollTo on every navigation, which
// jsdom reports as not implemented. There is nowhere to scroll to.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

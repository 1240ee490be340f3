import { configure } from '@testing-library/react';

// jsdom lays nothing out: the router's scroll restoration calls scrollTo on every navigation, and
// jsdom logs a line for each call. In a DOM test there is nowhere to scroll to.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// What a DOM test waits for (findBy…, waitFor) is what the player would see, not how soon: the speed
// is the benches'. One second, Testing Library's default, timed out on a CI runner busy with the
// other test files (a lazy chunk's first transform alone can take that long there).
configure({ asyncUtilTimeout: 5000 });

import { describe, expect, it } from 'vitest';
import { chooseLocale, type LocaleWishes } from './choose-locale.ts';

const CANADA = ['en-CA', 'fr-CA'];

describe("a page's locale", () => {
  it.each<[string, readonly string[], LocaleWishes, string, string]>([
    ['the default with no wish', CANADA, {}, 'en-CA', 'default'],
    ['asked for in the address', CANADA, { asked: 'fr-CA' }, 'fr-CA', 'asked'],
    ['asked for over remembered', CANADA, { asked: 'en-CA', remembered: 'fr-CA' }, 'en-CA', 'asked'],
    ['remembered in the cookie', CANADA, { remembered: 'fr-CA' }, 'fr-CA', 'remembered'],
    ['remembered over the profile', CANADA, { remembered: 'en-CA', profileLanguage: 'fr' }, 'en-CA', 'remembered'],
    ["the player's profile language", CANADA, { profileLanguage: 'fr' }, 'fr-CA', 'profile'],
    ['a profile language in capitals', CANADA, { profileLanguage: 'FR' }, 'fr-CA', 'profile'],
    ['an unknown asked locale passed over', CANADA, { asked: 'de-DE', remembered: 'fr-CA' }, 'fr-CA', 'remembered'],
    ["another market's locale passed over", CANADA, { asked: 'fr-FR' }, 'en-CA', 'default'],
    ['a made-up cookie passed over', CANADA, { remembered: '"><script>' }, 'en-CA', 'default'],
    ['a profile language the market lacks passed over', CANADA, { profileLanguage: 'zh' }, 'en-CA', 'default'],
    [
      'a single-locale market keeps its locale',
      ['en-GB'],
      { asked: 'fr-CA', remembered: 'fr-CA', profileLanguage: 'fr' },
      'en-GB',
      'default',
    ],
  ])('%s', (_case, locales, wishes, locale, choice) => {
    expect(chooseLocale(locales, wishes)).toEqual({ locale, choice });
  });
});

import { describe, expect, it } from 'vitest';
import type { MessageValues } from '../message-runtime.ts';
import { compileMessage, evaluateCatalogue } from './compile-catalogue.ts';
import { pseudoLocalize } from './pseudo-locale.ts';

const format = (message: string, locale: string, values: MessageValues = {}) => {
  const compiled = evaluateCatalogue({ message }).message!;
  return typeof compiled === 'string' ? compiled : compiled(values, locale);
};

const GAMES_EN = '{count, plural, one {# game} other {# games}}';
const GAMES_FR = '{count, plural, one {# jeu} many {# de jeux} other {# jeux}}';

describe('a message compiled', () => {
  it.each([
    ['text only', 'Log in', 'en', {}, 'Log in'],
    ['an apostrophe before a letter', "We couldn't load the posts.", 'en', {}, "We couldn't load the posts."],
    ['a quoted brace', "Type '{'name'}' here", 'en', {}, 'Type {name} here'],
    ['a placeholder', 'Play {name}', 'en', { name: 'Mega Moolah' }, 'Play Mega Moolah'],
    ['a number placeholder, left as written', '{count} new', 'en', { count: 3 }, '3 new'],
    ['English plural, one', GAMES_EN, 'en-GB', { count: 1 }, '1 game'],
    ['English plural, other, grouped in the locale', GAMES_EN, 'en-GB', { count: 1234 }, '1,234 games'],
    ['French plural, one (0 and 1 are singular)', GAMES_FR, 'fr-CA', { count: 0 }, '0 jeu'],
    ['French plural, other', GAMES_FR, 'fr-CA', { count: 2 }, '2 jeux'],
    ['French plural, many (a million)', GAMES_FR, 'fr-CA', { count: 1_000_000 }, '1\u00a0000\u00a0000 de jeux'],
    ['Chinese plural, other only', '{count, plural, other {# 款游戏}}', 'zh', { count: 1 }, '1 款游戏'],
    [
      'an exact case before the category',
      '{count, plural, =0 {No games} one {# game} other {# games}}',
      'en',
      { count: 0 },
      'No games',
    ],
    [
      'an offset',
      '{count, plural, offset:1 =0 {nobody} one {you and one other} other {you and # others}}',
      'en',
      { count: 3 },
      'you and 2 others',
    ],
    ['an ordinal', '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'en', { place: 22 }, '22nd'],
    ['a select', '{kind, select, bonus {on the bonus} other {on winnings}}', 'en', { kind: 'bonus' }, 'on the bonus'],
    [
      'a select falling back to other',
      '{kind, select, bonus {on the bonus} other {on winnings}}',
      'en',
      { kind: 'cash' },
      'on winnings',
    ],
    ['a percent', '{share, number, percent} played', 'en', { share: 0.25 }, '25% played'],
    [
      'money by skeleton, in fr-CA',
      'Solde : {amount, number, ::currency/CAD}',
      'fr-CA',
      { amount: 1234.5 },
      'Solde : 1\u00a0234,50\u00a0$',
    ],
    [
      'a date in the locale',
      'Ends {date, date, long}',
      'fr-CA',
      { date: new Date('2026-12-25T12:00:00Z') },
      'Ends 25 décembre 2026',
    ],
    ['a missing value as nothing', 'Hello {name}!', 'en', {}, 'Hello !'],
  ] as const)('%s', (_case, message, locale, values, text) => {
    expect(format(message, locale, values)).toBe(text);
  });

  it('is a string when it has no placeholder, so a catalogue of text is text', () => {
    expect(compileMessage('Log in')).toBe('"Log in"');
  });

  it.each([
    ['an unclosed brace', 'Play {name', /EXPECT_ARGUMENT_CLOSING_BRACE|MALFORMED_ARGUMENT/],
    ['a plural without other', '{count, plural, one {# game}}', /MISSING_OTHER_CLAUSE/],
    ['an unknown number style', '{n, number, money}', /unknown number style "money"/],
    ['an unknown date style', '{d, date, tiny}', /unknown date style "tiny"/],
  ])('refuses %s', (_case, message, error) => {
    expect(() => compileMessage(message)).toThrow(error);
  });
});

describe('the pseudo-locale', () => {
  it('accents letters, brackets the message and makes it about a third longer', () => {
    const pseudo = pseudoLocalize('Log in to see your favourites');
    expect(pseudo).toMatch(/^\[Ĺöĝ íñ ţö šéé ýöûŕ ƒàṽöûŕíţéš ~+\]$/);
    expect(pseudo.length / 'Log in to see your favourites'.length).toBeGreaterThan(1.3);
  });

  it('keeps placeholders and plurals working', () => {
    expect(format(pseudoLocalize(GAMES_EN), 'en-XA', { count: 2 })).toMatch(/^\[2 ĝàɱéš ~+\]$/);
    expect(format(pseudoLocalize('Play {name}'), 'en-XA', { name: 'Mega Moolah' })).toMatch(/^\[Þĺàý Mega Moolah ~+\]$/);
  });
});

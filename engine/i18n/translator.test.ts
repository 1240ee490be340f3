import { describe, expect, it } from 'vitest';
import { evaluateCatalogue } from './icu/index.ts';
import {
  addLanguage,
  defineMessages,
  formatDate,
  languageOfLocale,
  formatMoney,
  formatSignedMoney,
  parseBlogDate,
  translate,
} from './index.ts';

const messages = defineMessages<'streak' | 'hello'>(
  'test',
  evaluateCatalogue({ streak: '{days} Day Login Streak!', hello: 'Hello' }),
);
addLanguage('zh', { test: evaluateCatalogue({ streak: '连续登录 {days} 天！', hello: '你好' }) });

describe('player-facing strings', () => {
  it.each([
    ['en', '3 Day Login Streak!'],
    ['zh', '连续登录 3 天！'],
  ] as const)('in %s', (language, text) => {
    expect(translate(messages, language, 'streak', { days: 3 })).toBe(text);
  });

  it.each([
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['fr-CA', 'fr'],
    ['en-XA', 'en-XA'],
    ['en-GB', 'en'],
    ['en', 'en'],
  ] as const)('of a market in %s are in %s', (locale, language) => {
    expect(languageOfLocale(locale)).toBe(language);
  });

  it('are in English while a language is not loaded yet', () => {
    expect(translate(defineMessages<'hello'>('other', evaluateCatalogue({ hello: 'Hello' })), 'zh', 'hello')).toBe('Hello');
  });

  it.each([
    [1234.5, 'GBP', 'en-GB', '£1,234.50'],
    [99.9, 'NZD', 'en-NZ', '$99.90'],
    [2000, 'CNY', 'zh', '¥2,000.00'],
    [1_250_000, 'EUR', 'en-IE', '€1,250,000'],
    [1234.5, 'CAD', 'fr-CA', '1\u00a0234,50\u00a0$'],
  ])('formats %d %s in %s as %s', (amount, currency, locale, text) => {
    expect(formatMoney(amount, currency, locale)).toBe(text);
  });

  it.each([
    [1.5, 'GBP', 'en-GB', '+£1.50'],
    [-1, 'GBP', 'en-GB', '\u2212£1.00'],
    [0, 'GBP', 'en-GB', '£0.00'],
    [-99.9, 'NZD', 'en-NZ', '\u2212$99.90'],
  ])('signs %d %s in %s as %s', (amount, currency, locale, text) => {
    expect(formatSignedMoney(amount, currency, locale)).toBe(text);
  });

  it('reads blog dates as DD-MM-YYYY', () => {
    expect(formatDate(parseBlogDate('07-03-2026'), 'en-GB')).toBe('7 March 2026');
  });
});

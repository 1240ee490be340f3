import { describe, expect, it } from 'vitest';
import { toPlatformAmount } from './typed-amount.ts';

describe('an amount typed in the visitor’s notation, as the platform reads it', () => {
  it.each([
    // The notations each locale writes.
    ['en-GB', '20', '20'],
    ['en-GB', '20.50', '20.50'],
    ['en-GB', '1,000.50', '1000.50'],
    ['en-CA', '1,234,567', '1234567'],
    ['fr-CA', '20,50', '20.50'],
    ['fr-CA', '1 000,50', '1000.50'],
    ['fr-CA', '1\u00a0000', '1000'],
    ['fr-CA', '1\u202f000,5', '1000.5'],
    ['de-DE', '1.000,50', '1000.50'],
    ['zh-CN', '1,000.5', '1000.5'],
    // Typed the other way, or neither: passed on as typed for the platform to judge, never guessed.
    ['en-GB', '20,50', '20,50'],
    ['en-GB', '1 000', '1 000'],
    ['fr-CA', '20.50', '20.50'],
    ['fr-CA', '1,000,50', '1,000,50'],
    ['en-GB', ' 25 ', '25'],
    ['fr-CA', 'vingt', 'vingt'],
    ['fr-CA', '', ''],
  ])('%s: "%s" → "%s"', (locale, typed, sent) => expect(toPlatformAmount(typed, locale)).toBe(sent));
});

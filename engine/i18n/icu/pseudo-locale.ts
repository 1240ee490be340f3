import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { PARSE_OPTIONS } from './compile-catalogue.ts';

/*
 * The pseudo-locale's strings: English with every letter accented and each message bracketed and about
 * 35 % longer, so a screen shows at a glance which text overflows, is cut (the closing bracket is
 * missing) or was never translated (it has no accents).
 */

/** How much longer a pseudo-localised message is than its English: translations run up to about a third longer. */
const GROWTH = 0.35;

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥíĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

const accent = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter]!);

function accentAll(elements: MessageFormatElement[]): number {
  let letters = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      letters += element.value.length;
      element.value = accent(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      letters += Math.max(0, ...Object.values(element.options).map((option) => accentAll(option.value)));
    } else if (element.type === TYPE.tag) letters += accentAll(element.children);
    else letters += element.type === TYPE.pound ? 1 : 6;
  }
  return letters;
}

/** One English message in the pseudo-locale: `Log in` → `[Ĺöĝ íñ ~~]`; placeholders and plurals kept as they are. */
export function pseudoLocalize(message: string): string {
  const elements = parse(message, PARSE_OPTIONS);
  const length = accentAll(elements);
  const padding = '~'.repeat(Math.max(1, Math.round(length * GROWTH) - 2));
  return `[${printAST(elements)} ${padding}]`;
}

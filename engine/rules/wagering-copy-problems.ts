import { wageringCapWords, type OfferProblem } from './offer-problems.ts';
import type { MarketRulebook } from './rulebook.ts';

/** A multiple as copy writes it: "35x", "35 x", "35×", "35 times", "x35". */
const MULTIPLE = String.raw`(?:(\d+(?:\.\d+)?)\s*(?:x|×|times)|(?:x|×)\s*(\d+(?:\.\d+)?))(?![\p{L}\d])`;
/** What is wagered, in the words offers use. */
const WAGERING = String.raw`(?:wager(?:ing|ed|s)?|play(?:ed)?\s*-?\s*through|rollover|turnover)`;

/**
 * The ways copy states a wagering requirement, each capturing the multiple: "35x wagering",
 * "35 times the bonus wagering", "wagering 35x", "wagered 35 times", "a wagering requirement of
 * 35 times", "wagering requirement: x35", and the Chinese "35倍流水", "流水要求为35倍".
 */
const STATEMENTS = [
  new RegExp(
    String.raw`(?<![\p{L}\d])${MULTIPLE}\s+(?:(?:the\s+)?(?:bonus|deposit|winnings)(?:\s+amount)?\s+)?${WAGERING}`,
    'giu',
  ),
  new RegExp(
    String.raw`(?<![\p{L}])${WAGERING}(?:\s+requirements?)?(?:\s*:|\s+of|\s+is|\s+at(?:\s+least)?|\s+at\s+most)?\s+(?:(?:the\s+)?(?:bonus|deposit|winnings)\s+)?${MULTIPLE}`,
    'giu',
  ),
  /(\d+(?:\.\d+)?)\s*倍(?:的)?\s*(?:流水|投注要求)()/gu,
  /流水(?:要求)?\s*(?:为|是|：|:)?\s*(\d+(?:\.\d+)?)\s*倍()/gu,
];

/** HTML tags read as spaces, so a rich text's "35x <strong>wagering</strong>" reads as copy. */
const asPlainText = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|&#160;/g, ' ');

/** Every wagering multiple a text advertises, in the order written: "Bonus wagering 35x within 30 days" → [35]. */
export function advertisedWageringMultiples(text: string): number[] {
  const plain = asPlainText(text);
  const found: { at: number; multiple: number }[] = [];
  for (const pattern of STATEMENTS) {
    for (const match of plain.matchAll(pattern)) {
      const written = match[1] || match[2];
      if (written) found.push({ at: match.index, multiple: Number(written) });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ multiple }) => multiple);
}

const escapeSegment = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Copy that advertises more wagering than the market's cap in force at `now`: every string inside
 * `value` (a record's props, a promotion) is read, each problem at its JSON pointer under `at`.
 */
export function wageringCopyProblems(
  value: unknown,
  book: MarketRulebook | null | undefined,
  now: number,
  at = '',
): OfferProblem[] {
  const cap = book ? wageringCapWords(book, now) : undefined;
  if (!cap) return [];
  const problems: OfferProblem[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (typeof node === 'string') {
      const over = advertisedWageringMultiples(node).find((multiple) => multiple > cap.maxMultiple);
      if (over !== undefined)
        problems.push({
          kind: 'wageringCap',
          source: cap.source,
          pointer,
          message: `advertises ${over}x wagering; ${cap.words}`,
        });
    } else if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${pointer}/${index}`));
    else if (node !== null && typeof node === 'object')
      for (const [key, item] of Object.entries(node)) visit(item, `${pointer}/${escapeSegment(key)}`);
  };
  visit(value, at);
  return problems;
}

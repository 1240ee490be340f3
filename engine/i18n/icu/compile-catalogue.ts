import {
  parse,
  SKELETON_TYPE,
  TYPE,
  type DateElement,
  type MessageFormatElement,
  type NumberElement,
  type TimeElement,
} from '@formatjs/icu-messageformat-parser';
import { dateTime, number, plural, select, type CompiledMessage } from '../message-runtime.ts';

/** How the parser reads every message: tags are text (no markup in messages), skeletons become Intl options. */
export const PARSE_OPTIONS = { ignoreTag: true, requiresOtherClause: true, shouldParseSkeletons: true } as const;

/** `{n, number, percent}`'s named styles as Intl options. */
export const NUMBER_STYLES: Readonly<Record<string, Intl.NumberFormatOptions>> = {
  percent: { style: 'percent' },
  integer: { maximumFractionDigits: 0 },
};
/** `{d, date, long}`'s and `{d, time, short}`'s named styles. */
export const DATE_TIME_STYLES = ['short', 'medium', 'long', 'full'] as const;

const isDateTimeStyle = (style: string): style is (typeof DATE_TIME_STYLES)[number] =>
  (DATE_TIME_STYLES as readonly string[]).includes(style);

function numberOptions({ style }: NumberElement): Intl.NumberFormatOptions {
  if (!style) return {};
  if (typeof style !== 'string') return style.parsedOptions;
  const named = NUMBER_STYLES[style];
  if (!named) throw new Error(`unknown number style "${style}" (use ${Object.keys(NUMBER_STYLES).join(', ')} or a ::skeleton)`);
  return named;
}

function dateTimeOptions({ type, style }: DateElement | TimeElement): Intl.DateTimeFormatOptions {
  const key = type === TYPE.date ? 'dateStyle' : 'timeStyle';
  if (!style) return { [key]: 'medium' };
  if (typeof style !== 'string') return style.type === SKELETON_TYPE.dateTime ? style.parsedOptions : {};
  if (!isDateTimeStyle(style))
    throw new Error(`unknown ${key === 'dateStyle' ? 'date' : 'time'} style "${style}" (use ${DATE_TIME_STYLES.join(', ')})`);
  return { [key]: style };
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const value = (name: string) => (IDENTIFIER.test(name) ? `v.${name}` : `v[${JSON.stringify(name)}]`);
const templateText = (text: string) => text.replace(/[\\`]|\$\{/g, (special) => `\\${special}`);

/**
 * JavaScript for a run of elements: a template literal in `v` (values), `l` (locale) and `p` (a
 * plural's `#`), the shortest form once minified.
 */
function expressionOf(elements: readonly MessageFormatElement[]): string {
  const parts = elements.map((element): string => {
    switch (element.type) {
      case TYPE.literal:
        return templateText(element.value);
      case TYPE.pound:
        return '${p}';
      case TYPE.argument:
        return `\${${value(element.value)} ?? ""}`;
      case TYPE.number:
        return `\${n(l, ${value(element.value)}, ${JSON.stringify(numberOptions(element))})}`;
      case TYPE.date:
      case TYPE.time:
        return `\${d(l, ${value(element.value)}, ${JSON.stringify(dateTimeOptions(element))})}`;
      case TYPE.select:
        return `\${s(${value(element.value)}, ${casesOf(element.options)})}`;
      case TYPE.plural:
        return `\${P(l, ${value(element.value)}, ${element.offset}, ${element.pluralType === 'ordinal'}, ${casesOf(element.options)})}`;
      case TYPE.tag:
        return expressionOf(element.children).slice(1, -1);
    }
  });
  return `\`${parts.join('')}\``;
}

function casesOf(options: Readonly<Record<string, { value: MessageFormatElement[] }>>): string {
  const cases = Object.entries(options).map(([name, option]) => `${JSON.stringify(name)}: (p) => ${expressionOf(option.value)}`);
  return `{ ${cases.join(', ')} }`;
}

/**
 * One message as JavaScript: a string literal when it is text only, else an arrow of the values and
 * the locale. Throws the parser's or the style's error for a message that is not ICU MessageFormat.
 */
export function compileMessage(message: string): string {
  const elements = parse(message, PARSE_OPTIONS);
  if (elements.every((element) => element.type === TYPE.literal)) return JSON.stringify(elements.map((e) => e.value).join(''));
  const expression = expressionOf(elements);
  // The locale only where a plural, number or date reads it.
  return `(v${/\b[Pnd]\(l,/.test(expression) ? ', l' : ''}) => ${expression}`;
}

/**
 * A catalogue (one language's strings of one area) as an ES module whose default export maps each
 * key to its compiled message, importing the few helpers it calls from `runtime` (a module path).
 * `where` names the file in errors.
 */
export function compileCatalogue(messages: Readonly<Record<string, string>>, runtime: string, where: string): string {
  const entries = Object.entries(messages).map(([key, message]) => {
    try {
      return `  ${JSON.stringify(key)}: ${compileMessage(message)},`;
    } catch (error) {
      throw new Error(`${where}: "${key}": ${(error as Error).message}`, { cause: error });
    }
  });
  return [
    `import { plural as P, select as s, number as n, dateTime as d } from ${JSON.stringify(runtime)};`,
    `export default {`,
    ...entries,
    `};`,
    '',
  ].join('\n');
}

/**
 * A catalogue's messages compiled and made functions in this process, where no build runs first (the
 * browser tests' own copy of the strings, the CLI): the same code the build emits, the same helpers.
 */
export function evaluateCatalogue(messages: Readonly<Record<string, string>>): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      const code = compileMessage(message);
      // Our own compiler's output, from our own files.
      return [key, new Function('P', 's', 'n', 'd', `return ${code};`)(plural, select, number, dateTime) as CompiledMessage];
    }),
  );
}

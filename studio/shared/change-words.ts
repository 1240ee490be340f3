import diff, { type Difference } from 'microdiff';
import { componentTitle, humanise } from './component-titles.ts';

/** A value is quoted up to this many characters in a change's words. */
const QUOTE_LENGTH = 48;
/** At most this many changes are worded for one file; the rest are counted. */
const MAX_LINES = 8;

interface ComponentLike {
  alias?: unknown;
  key?: unknown;
  visibility?: unknown;
  props?: unknown;
}

const quote = (value: unknown): string => {
  if (value === undefined || value === null) return 'nothing';
  if (typeof value === 'object') return Array.isArray(value) ? `${value.length} items` : 'a group of settings';
  const text = String(value);
  return `“${text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1)}…` : text}”`;
};

/** `['theme', 'palette', 'primary']` → "Theme › palette › primary"; list positions count from 1. */
const pathWords = (path: readonly (string | number)[]) =>
  path
    .map((segment, index) => {
      const words = typeof segment === 'number' ? `item ${segment + 1}` : humanise(segment);
      return index === 0 ? words : words.toLowerCase();
    })
    .join(' › ');

function changeWords(change: Difference, prefix: string): string {
  const what = pathWords(change.path) || 'It';
  const head = prefix ? `${prefix}: ${what.charAt(0).toLowerCase()}${what.slice(1)}` : what;
  if (change.type === 'CREATE') return `${head} set to ${quote(change.value)}`;
  if (change.type === 'REMOVE') return `${head} cleared (was ${quote(change.oldValue)})`;
  return `${head} changed from ${quote(change.oldValue)} to ${quote(change.value)}`;
}

const AUDIENCE_WORDS: Record<string, string> = {
  loggedIn: 'logged-in players only',
  loggedOut: 'logged-out visitors only',
};

const aliasOf = (record: ComponentLike) => (typeof record.alias === 'string' ? record.alias : '?');
const nameOf = (record: ComponentLike) => componentTitle(aliasOf(record)).title;

/** The records of two lists paired by alias, in order: the nth hero before with the nth hero after. */
function pairByAlias(before: readonly ComponentLike[], after: readonly ComponentLike[]) {
  const left = [...before];
  const pairs: [ComponentLike, ComponentLike][] = [];
  const added: ComponentLike[] = [];
  for (const record of after) {
    const at = left.findIndex((candidate) => aliasOf(candidate) === aliasOf(record));
    if (at === -1) added.push(record);
    else pairs.push([left.splice(at, 1)[0]!, record]);
  }
  return { pairs, added, removed: left };
}

/** What changed in a page's components, in people's words: added, removed, moved, and each one's settings. */
function componentChanges(before: readonly ComponentLike[], after: readonly ComponentLike[]): string[] {
  const { pairs, added, removed } = pairByAlias(before, after);
  const lines = [...added.map((record) => `Added ${nameOf(record)}`), ...removed.map((record) => `Removed ${nameOf(record)}`)];
  // Moved: the kept records, taken in their old order, are no longer in order after.
  const newPlaces = [...pairs]
    .sort(([a], [b]) => before.indexOf(a) - before.indexOf(b))
    .map(([, record]) => after.indexOf(record));
  if (newPlaces.some((place, index) => index > 0 && place < newPlaces[index - 1]!))
    lines.push('Changed the order of the components');
  for (const [old, now] of pairs) {
    const name = nameOf(now);
    if (old.visibility !== now.visibility)
      lines.push(`${name}: now shown to ${AUDIENCE_WORDS[String(now.visibility)] ?? 'everyone it is for'}`);
    if (old.key !== now.key) lines.push(`${name}: anchor id changed from ${quote(old.key)} to ${quote(now.key)}`);
    const props = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
    lines.push(...diff(props(old.props), props(now.props)).map((change) => changeWords(change, name)));
  }
  return lines;
}

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * What changed between two versions of a brand file, in people's words, one line a change: a page's
 * components by their display names ("Hero: title changed from “A” to “B”"), any other setting by its
 * path ("Theme › palette › primary changed …"). Null stands for no file.
 */
export function describeChanges(before: unknown, after: unknown): string[] {
  if (before === null || before === undefined) return after === null || after === undefined ? [] : ['Created'];
  if (after === null || after === undefined) return ['Removed'];
  const { components: oldComponents, ...oldRest } = objectOf(before);
  const { components: newComponents, ...newRest } = objectOf(after);
  const lines = [
    ...(Array.isArray(oldComponents) || Array.isArray(newComponents)
      ? componentChanges(
          (Array.isArray(oldComponents) ? oldComponents : []) as ComponentLike[],
          (Array.isArray(newComponents) ? newComponents : []) as ComponentLike[],
        )
      : []),
    ...diff(oldRest, newRest).map((change) => changeWords(change, '')),
  ];
  if (lines.length <= MAX_LINES) return lines;
  return [...lines.slice(0, MAX_LINES - 1), `and ${lines.length - MAX_LINES + 1} more changes`];
}

/** A save's message, suggested from its changes: the first change of each file, by the file's name for people. */
export function suggestMessage(files: readonly { name: string; changes: readonly string[] }[]): string {
  const changed = files.filter((file) => file.changes.length);
  if (!changed.length) return 'Saved from the studio';
  const [first, ...others] = changed;
  const subject = `${first!.name}: ${first!.changes[0]}`;
  const more = first!.changes.length - 1 + others.length;
  return more ? `${subject} (and ${more} more)` : subject;
}

import { componentCatalog } from '../index.ts';
import { usePageData } from '../../engine/page/index.ts';
import { usePlayerSessionView } from '../../engine/player/index.ts';
import type { PageRecord } from '../../schemas/index.ts';

/**
 * The key of the first page component shown to a visitor in this state: that component's title is
 * the page's h1 (the hero on the lobby, the post on a blog post, the text on a content page).
 */
export function firstPageComponentKey(record: PageRecord | null, loggedIn: boolean): string | undefined {
  if (!record) return undefined;
  const state = loggedIn ? 'loggedIn' : 'loggedOut';
  const index = record.components.findIndex((component) => {
    const audience = (componentCatalog as Record<string, { audience: string } | undefined>)[component.alias]?.audience;
    if (!audience || (audience !== 'all' && audience !== state)) return false;
    return !component.visibility || component.visibility === 'both' || component.visibility === state;
  });
  const first = record.components[index];
  return first && (first.key ?? `page-${index}-${first.alias}`);
}

/** 1 when the node's title is the page's main heading, else 2. */
export function usePageHeadingLevel(nodeKey: string): 1 | 2 {
  const { record, notFoundRecord } = usePageData();
  const { loggedIn } = usePlayerSessionView();
  return firstPageComponentKey(record ?? notFoundRecord, loggedIn) === nodeKey ? 1 : 2;
}

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
const HEADING_TAGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

/** The element of a heading level, for a styled heading's `as`: `<Title as={headingTag(level)}>`. */
export const headingTag = (level: number) => HEADING_TAGS[Math.min(6, Math.max(1, Math.round(level))) as HeadingLevel];

import type { Data } from '@puckeditor/core';
import type { ComponentRecord, PageRecord } from '../../../schemas/index.ts';

/**
 * The record's own settings, kept among the props Puck edits under names no component prop uses:
 * who sees the record, its anchor id, and when it is shown.
 */
export const SHOWN_TO = 'shownTo';
export const RECORD_KEY = 'recordKey';
export const SHOWN_FROM = 'shownFrom';
export const SHOWN_UNTIL = 'shownUntil';
export type ShownTo = NonNullable<ComponentRecord['visibility']>;

type Props = Record<string, unknown>;

/** A page's component records as Puck's data: each record one item, its alias the item's type. */
export function dataOfPage(page: PageRecord): Data {
  return {
    root: { props: {} },
    content: page.components.map((record, index) => ({
      type: record.alias,
      props: {
        id: `record-${index}-${record.alias}`,
        ...(record.props ?? {}),
        [SHOWN_TO]: record.visibility ?? 'both',
        [RECORD_KEY]: record.key ?? '',
        [SHOWN_FROM]: record.schedule?.from ?? '',
        [SHOWN_UNTIL]: record.schedule?.until ?? '',
      },
    })),
  };
}

/** A value with the empty strings and empty objects a cleared field leaves removed: absent, not blank. */
function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Props)
    .map(([name, item]) => [name, withoutBlanks(item)] as const)
    .filter(([, item]) => item !== undefined && item !== '' && !(isPlainObject(item) && Object.keys(item).length === 0));
  return Object.fromEntries(entries);
}
const isPlainObject = (value: unknown): value is Props => !!value && typeof value === 'object' && !Array.isArray(value);

/** A schedule from the two time fields: an end left blank is no end; both blank, no schedule. */
function scheduleOf(from: unknown, until: unknown): ComponentRecord['schedule'] | undefined {
  const ends = Object.entries({ from, until }).filter(([, time]) => typeof time === 'string' && time.trim());
  return ends.length ? Object.fromEntries(ends.map(([end, time]) => [end, String(time).trim()])) : undefined;
}

/** One Puck item back as a record: alias, key, visibility, schedule and props, in the files' order. */
export function recordOfItem(item: Data['content'][number]): ComponentRecord {
  const {
    id: _id,
    [SHOWN_TO]: shownTo,
    [RECORD_KEY]: key,
    [SHOWN_FROM]: from,
    [SHOWN_UNTIL]: until,
    ...props
  } = item.props as Props;
  const cleaned = withoutBlanks(props) as Props;
  const schedule = scheduleOf(from, until);
  return {
    alias: item.type,
    ...(typeof key === 'string' && key ? { key } : {}),
    ...(shownTo === 'loggedIn' || shownTo === 'loggedOut' ? { visibility: shownTo } : {}),
    ...(schedule ? { schedule } : {}),
    ...(Object.keys(cleaned).length ? { props: cleaned as ComponentRecord['props'] } : {}),
  };
}

/** The page with its components taken from Puck's data; everything else of the page stays. */
export function pageOfData(page: PageRecord, data: Data): PageRecord {
  return { ...page, components: data.content.map(recordOfItem) };
}

/**
 * The record key the engine gives a record: its own key, or its placement, position and alias
 * (engine/compose/compose-page.ts), so an explanation finds the record it is about.
 */
export const decisionKeyOf = (record: ComponentRecord, index: number) => record.key ?? `page-${index}-${record.alias}`;

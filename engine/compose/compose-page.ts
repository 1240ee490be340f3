import type { ComponentCatalog, PageKind } from './component-definition.ts';
import type { ComponentAlias, ComponentPropsByAlias, ComponentRecord, PageRecord } from '../../schemas/index.ts';
import type { SchemaValidator } from '../manifest/index.ts';
import { SCHEDULE_TIME_RULE, scheduleState, type Schedule } from '../schedule/index.ts';

export type Placement = 'shellBefore' | 'page' | 'shellAfter';

/** A component that will be rendered, with props valid for its alias. */
export type ResolvedNode = {
  [A in ComponentAlias]: { key: string; alias: A; props: ComponentPropsByAlias[A]; placement: Placement; inserted: boolean };
}[ComponentAlias];

/** Why a component record is in or out of the page. */
export type Reason =
  | 'shown'
  | 'loggedInOnly'
  | 'loggedOutOnly'
  | 'recordLoggedInOnly'
  | 'recordLoggedOutOnly'
  | 'excludedOnPageKind'
  | 'noPath'
  | 'notStarted'
  | 'ended'
  | 'unreadableSchedule'
  | 'unknownAlias'
  | 'invalidProps';

export interface Decision {
  key: string;
  alias: string;
  placement: Placement;
  /** True for a component the engine added: a bigWinnerDetailGrid after a games grid. */
  inserted: boolean;
  included: boolean;
  reason: Reason;
  /** The broken rule, for invalidProps. */
  detail?: string;
  /** The record's schedule, when it has one: `cli explain` says it in words. */
  schedule?: Schedule;
}

export interface ComposeError {
  key: string;
  alias: string;
  message: string;
}

export interface Composition {
  nodes: ResolvedNode[];
  /** Every record considered, in order, with why it is in or out: what `cli explain` prints. */
  decisions: Decision[];
  /** One per dropped record whose alias is unknown or whose props are invalid. */
  errors: ComposeError[];
  /** True when there was no page record and the 404 component stands in. */
  notFound: boolean;
}

export interface ComposeInput {
  /** The page record, or none: then the brand's 404 record, or a bare 404 component, stands in. */
  record: PageRecord | null | undefined;
  /** The requested path; when none is given the login modal is left out. */
  path?: string | null;
  loggedIn: boolean;
  pageKind: PageKind;
  /** The brand's shell: components before and after the page's own. */
  shell?: { before: readonly ComponentRecord[]; after: readonly ComponentRecord[] };
  /** The brand's 404 page record. */
  notFoundRecord?: PageRecord | null;
  /**
   * The instant the page is composed for: a scheduled record shows only inside its window. Absent,
   * schedules are not judged: the records were chosen for their time already (a page's data).
   */
  now?: number;
}

export interface ComposerDependencies {
  catalog: ComponentCatalog;
  validator: Pick<SchemaValidator, 'validateProps'>;
}

const SCHEDULE_REASON = { shown: undefined, notStarted: 'notStarted', ended: 'ended', unreadable: 'unreadableSchedule' } as const;

const NOT_FOUND: ComponentRecord = { alias: 'pageNotFound', props: {} };
const BIG_WINNERS_AFTER_GAMES: ComponentRecord = { alias: 'bigWinnerDetailGrid', props: {} };

/** Page record + visitor state → the components to render, by the rules of SPEC §2. Never throws. */
export function createComposer({ catalog, validator }: ComposerDependencies) {
  function decide(record: ComponentRecord, input: ComposeInput): { reason: Reason; detail?: string } {
    const definition = catalog[record.alias as ComponentAlias];
    if (!definition) return { reason: 'unknownAlias' };
    const issues = validator.validateProps(record.alias, record.props ?? {}) ?? [];
    const [first] = issues;
    if (first) return { reason: 'invalidProps', detail: `${first.pointer || '/'}: ${first.rule}` };
    const scheduled = input.now === undefined ? undefined : SCHEDULE_REASON[scheduleState(record.schedule, input.now)];
    if (scheduled) return { reason: scheduled };
    if (definition.audience === 'loggedIn' && !input.loggedIn) return { reason: 'loggedInOnly' };
    if (definition.audience === 'loggedOut' && input.loggedIn) return { reason: 'loggedOutOnly' };
    if (record.visibility === 'loggedIn' && !input.loggedIn) return { reason: 'recordLoggedInOnly' };
    if (record.visibility === 'loggedOut' && input.loggedIn) return { reason: 'recordLoggedOutOnly' };
    if (definition.excludedOn.includes(input.pageKind)) return { reason: 'excludedOnPageKind' };
    if (record.alias === 'loginModal' && !input.path) return { reason: 'noPath' };
    return { reason: 'shown' };
  }

  return function composePage(input: ComposeInput): Composition {
    const composition: Composition = { nodes: [], decisions: [], errors: [], notFound: !input.record };

    const consider = (record: ComponentRecord, key: string, placement: Placement, inserted: boolean) => {
      const { reason, detail } = decide(record, input);
      const included = reason === 'shown';
      composition.decisions.push({
        key,
        alias: record.alias,
        placement,
        inserted,
        included,
        reason,
        ...(detail ? { detail } : {}),
        ...(record.schedule ? { schedule: record.schedule } : {}),
      });
      if (reason === 'unknownAlias')
        composition.errors.push({ key, alias: record.alias, message: `unknown component "${record.alias}"` });
      if (reason === 'invalidProps')
        composition.errors.push({ key, alias: record.alias, message: `invalid props of ${record.alias}: ${detail}` });
      if (reason === 'unreadableSchedule')
        composition.errors.push({
          key,
          alias: record.alias,
          message: `unreadable schedule of ${record.alias}: ${SCHEDULE_TIME_RULE}`,
        });
      if (included)
        composition.nodes.push({ key, alias: record.alias, props: record.props ?? {}, placement, inserted } as ResolvedNode);
      return included;
    };

    const considerAll = (records: readonly ComponentRecord[], placement: Placement) => {
      records.forEach((record, index) => {
        const key = record?.key ?? `${placement}-${index}-${record?.alias}`;
        try {
          const included = consider(record, key, placement, false);
          const nextIsBigWinners = records[index + 1]?.alias === BIG_WINNERS_AFTER_GAMES.alias;
          if (included && record.alias === 'gamesGrid' && !nextIsBigWinners) {
            consider(BIG_WINNERS_AFTER_GAMES, `${key}-big-winners`, placement, true);
          }
        } catch (error) {
          // Compose never throws: a record that is not even a record is dropped like an unknown one.
          composition.errors.push({
            key,
            alias: String(record?.alias ?? ''),
            message: `unreadable component record: ${error instanceof Error ? error.message : String(error)}`,
          });
        }
      });
    };

    considerAll(input.shell?.before ?? [], 'shellBefore');
    considerAll(input.record?.components ?? input.notFoundRecord?.components ?? [NOT_FOUND], 'page');
    considerAll(input.shell?.after ?? [], 'shellAfter');
    return composition;
  };
}

export type ComposePage = ReturnType<typeof createComposer>;

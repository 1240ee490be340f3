import type { Reason } from '../../../engine/compose/index.ts';
import { componentCatalog, type ComponentDefinition } from '../../../components/index.ts';
import { componentTitle } from '../../shared/component-titles.ts';

/** One decision of Explain as the studio's API sends it (engine/compose's Decision with its sentence). */
export interface DecisionLike {
  alias: string;
  key: string;
  included: boolean;
  placement: string;
  inserted?: boolean;
  reason: Reason;
  detail?: string;
  /** The record's schedule, when it has one. */
  schedule?: unknown;
  /** The engine's sentence (`cli explain`'s), which tells a schedule in the market's time zone. */
  why?: string;
}

/** The engine's sentence about a schedule, as a sentence starts: "Hidden: starts Fri 27 Nov 18:00 GMT". */
const scheduleWords = (decision: DecisionLike) =>
  decision.why ? decision.why.charAt(0).toUpperCase() + decision.why.slice(1) : 'Hidden by its schedule';

/** Page kinds as people say them, for "Hidden on game pages". */
const KIND_WORDS: Record<string, string> = {
  lobby: 'the lobby',
  game: 'game pages',
  blogIndex: 'the blog',
  blogCategory: 'blog categories',
  blogPost: 'blog posts',
  promotions: 'the promotions page',
  content: 'information pages',
  error: 'error pages',
};

const definitionOf = (alias: string) =>
  componentCatalog[alias as keyof typeof componentCatalog] as ComponentDefinition | undefined;

/** Who a shown component is for: as its record narrows it on this page, else its own audience. */
function audienceWords(alias: string, visibility: string | undefined) {
  if (visibility === 'loggedIn') return 'Shown to logged-in players only, as set on this page';
  if (visibility === 'loggedOut') return 'Shown to logged-out visitors only, as set on this page';
  const audience = definitionOf(alias)?.audience;
  return audience === 'loggedIn'
    ? 'Shown to logged-in players only'
    : audience === 'loggedOut'
      ? 'Shown to logged-out visitors only'
      : 'Shown to everyone';
}

/** Why a component is on the page or not, in a manager's words; one line per reason the engine has. */
const REASON_WORDS: Record<Reason, (decision: DecisionLike, pageKind: string, visibility?: string) => string> = {
  shown: (decision, _pageKind, visibility) =>
    decision.schedule
      ? `${audienceWords(decision.alias, visibility)} · ${scheduleWords(decision)}`
      : audienceWords(decision.alias, visibility),
  loggedInOnly: () => 'Shown to logged-in players only',
  loggedOutOnly: () => 'Shown to logged-out visitors only',
  recordLoggedInOnly: () => 'Shown to logged-in players only, as set on this page',
  recordLoggedOutOnly: () => 'Shown to logged-out visitors only, as set on this page',
  excludedOnPageKind: (_decision, pageKind) => `Hidden on ${KIND_WORDS[pageKind] ?? 'this kind of page'}`,
  noPath: () => 'Hidden: the page has no address',
  notStarted: scheduleWords,
  ended: scheduleWords,
  unreadableSchedule: scheduleWords,
  unknownAlias: (decision) => `Not shown: the site has no component called “${decision.alias}”`,
  invalidProps: (decision) => `Not shown: one of its settings is not valid (${decision.detail ?? 'see the problems'})`,
};

/** Where a component sits: on this page, or around every page (the header and footer area). */
const PLACEMENT_WORDS: Record<string, string> = {
  shellBefore: 'Above every page',
  page: 'On this page',
  shellAfter: 'Below every page',
};

/**
 * A decision in people's words: the component's display name, what Explain says of it ("Shown to
 * logged-in players only", "Hidden on game pages", "Inserted: big winner detail grid"), whether this
 * visitor sees it, and where it sits. `visibility`: who the page's record is for, where it narrows that.
 */
export function decisionWords(decision: DecisionLike, pageKind: string, visibility?: string) {
  const name = componentTitle(decision.alias).title;
  const rule = REASON_WORDS[decision.reason](decision, pageKind, visibility);
  return {
    name,
    rule: decision.inserted ? `Inserted: ${name.toLowerCase()} · ${rule}` : rule,
    seen: decision.included ? 'This visitor sees it' : 'This visitor does not see it',
    where: PLACEMENT_WORDS[decision.placement] ?? decision.placement,
  };
}

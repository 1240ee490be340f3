import type { ComponentConfig, Config, Field, PuckComponent } from '@puckeditor/core';
import { componentCatalog, type ComponentDefinition } from '../../../components/index.ts';
import { componentPropsSchemas } from '../../../schemas/index.ts';
import { inlineReferences } from '../settings/form-validator.ts';
import type { PageRow } from '../common/studio-client.ts';
import { RECORD_KEY, SHOWN_FROM, SHOWN_TO, SHOWN_UNTIL, type ShownTo } from './page-data.ts';
import { componentTitle } from '../../shared/component-titles.ts';
import { defaultsOf, fieldsOf, type CustomRenderers, type FieldHelp, type PropSchema } from './schema-fields.ts';

const definitions = Object.values(componentCatalog) as ComponentDefinition[];
const propsSchemas = componentPropsSchemas as Record<string, Record<string, unknown> | undefined>;
/** Each alias's props schema with its references inlined (an offer's terms), as Puck's fields need them. */
const inlinedSchemas = new Map<string, PropSchema>();
const schemaOf = (alias: string): PropSchema => {
  let schema = inlinedSchemas.get(alias);
  if (!schema) {
    schema = inlineReferences(propsSchemas[alias] ?? {}) as PropSchema;
    inlinedSchemas.set(alias, schema);
  }
  return schema;
};

/** Who may see a record, by who its component is for: a record narrows its component's audience, never widens it. */
const SHOWN_TO_OPTIONS: { value: ShownTo; label: string; audiences: ComponentDefinition['audience'][] }[] = [
  { value: 'both', label: 'Everyone it is for', audiences: ['all', 'loggedIn', 'loggedOut'] },
  { value: 'loggedIn', label: 'Logged-in players only', audiences: ['all', 'loggedIn'] },
  { value: 'loggedOut', label: 'Logged-out visitors only', audiences: ['all', 'loggedOut'] },
];

/** The "who sees it" choices a component allows. */
export function shownToOptions(definition: ComponentDefinition) {
  return SHOWN_TO_OPTIONS.filter((option) => option.audiences.includes(definition.audience)).map(({ value, label }) => ({
    value,
    label: value === 'both' && definition.audience === 'all' ? 'Everyone (logged in and logged out)' : label,
  }));
}

/**
 * The components offered to add to a page of a kind: those the brands' pages of that kind carry (the
 * data says where a component belongs: no header, footer or blog cards on a lobby), never one left
 * out of that kind of page; sorted by name.
 */
export function paletteFor(kind: string | undefined, pages: readonly PageRow[]): string[] {
  const carried = new Set(pages.filter((page) => page.kind === kind).flatMap((page) => page.aliases));
  return definitions
    .filter((definition) => carried.has(definition.alias) && !definition.excludedOn.includes(kind as never))
    .map((definition) => definition.alias as string)
    .sort((a, b) => componentTitle(a).title.localeCompare(componentTitle(b).title));
}

/** What a schedule time means, on the clocks of the market's zone. */
const scheduleHelp = (end: string, timeZone: string): FieldHelp => ({
  help: `Optional: ${end}, on the clocks of ${timeZone} (summer time included). Left empty, no ${end === 'shown from this time on' ? 'start' : 'end'}.`,
  timeZone,
});

/** The record's own settings, below its props: who sees it, its anchor id and when it is shown. */
function recordFields(definition: ComponentDefinition, timeZone: string, renderers: CustomRenderers): Record<string, Field> {
  const options = shownToOptions(definition);
  const help: FieldHelp = {
    help:
      definition.audience === 'all'
        ? 'Narrows who sees this component on this page.'
        : `This component is only ever shown to ${definition.audience === 'loggedIn' ? 'logged-in players' : 'logged-out visitors'}.`,
  };
  return {
    [SHOWN_TO]: { type: 'select', label: 'Who sees it', metadata: help, options },
    [RECORD_KEY]: {
      type: 'text',
      label: 'Anchor id',
      metadata: {
        help: 'Optional: a stable id in lower case and dashes, used as its anchor and in analytics.',
      } satisfies FieldHelp,
    },
    [SHOWN_FROM]: {
      type: 'custom',
      label: `Shown from (${timeZone})`,
      metadata: scheduleHelp('shown from this time on', timeZone),
      render: renderers.zonedTime,
    },
    [SHOWN_UNTIL]: {
      type: 'custom',
      label: `Shown until (${timeZone})`,
      metadata: scheduleHelp('hidden from this time on', timeZone),
      render: renderers.zonedTime,
    },
  };
}

/**
 * Puck's configuration over our catalog: one component per alias, its fields from its props schema,
 * the palette limited to what belongs on the page's kind.
 */
export function editorConfig({
  kind,
  pages,
  renderers,
  render,
  timeZone = 'UTC',
}: {
  kind: string | undefined;
  /** The market's time zone, which the schedule fields name. */
  timeZone?: string;
  pages: readonly PageRow[];
  renderers: CustomRenderers;
  /** Draws an item of an alias in the canvas. */
  render: (alias: string) => PuckComponent<Record<string, unknown>>;
}): Config {
  const palette = paletteFor(kind, pages);
  const components = Object.fromEntries(
    definitions.map((definition): [string, ComponentConfig] => {
      const schema = schemaOf(definition.alias);
      return [
        definition.alias,
        {
          label: componentTitle(definition.alias).title,
          fields: { ...fieldsOf(schema, renderers), ...recordFields(definition, timeZone, renderers) },
          defaultProps: { ...defaultsOf(schema), [SHOWN_TO]: 'both', [RECORD_KEY]: '', [SHOWN_FROM]: '', [SHOWN_UNTIL]: '' },
          render: render(definition.alias),
        },
      ];
    }),
  );
  return {
    components,
    // The page's own settings (path, meta) are not edited here: the page has no fields of its own.
    root: { fields: {} },
    categories: {
      page: { title: 'Add to this page', components: palette, defaultExpanded: true },
      other: { visible: false },
    },
  };
}

import { componentCatalog, htmlPropNames, type ComponentDefinition } from '../../components/index.ts';
import { sanitizeCmsHtml } from '../../engine/cms-html/index.ts';
import type { ComponentRecord } from '../../schemas/index.ts';

const htmlProps = new Map<string, string[]>(
  Object.values(componentCatalog).map((definition) => [definition.alias, htmlPropNames(definition as ComponentDefinition)]),
);

/**
 * CMS HTML is sanitised here, where it enters a page: the browser renders what the server sends and
 * carries no sanitiser of its own.
 */
export function sanitiseComponentHtml(records: readonly ComponentRecord[]): ComponentRecord[] {
  return records.map((record) => {
    const names = htmlProps.get(record.alias) ?? [];
    const props = record.props as Record<string, unknown> | undefined;
    if (!props || !names.some((name) => typeof props[name] === 'string')) return record;
    const clean = { ...props };
    for (const name of names) if (typeof clean[name] === 'string') clean[name] = sanitizeCmsHtml(clean[name] as string);
    return { ...record, props: clean };
  });
}

import { useState } from 'react';
import { componentCatalog, type ComponentDefinition } from '../../components/index.ts';
import { componentPropsSchemas, type ComponentRecord, type PageRecord } from '../../schemas/index.ts';
import { DocumentForm } from './DocumentForm.tsx';

type Visibility = NonNullable<ComponentRecord['visibility']>;
const VISIBILITY: { value: Visibility; label: string; audience: ComponentDefinition['audience'][] }[] = [
  { value: 'both', label: 'Logged in and logged out', audience: ['all', 'loggedIn', 'loggedOut'] },
  { value: 'loggedIn', label: 'Logged in only', audience: ['all', 'loggedIn'] },
  { value: 'loggedOut', label: 'Logged out only', audience: ['all', 'loggedOut'] },
];
const aliases = Object.keys(componentCatalog).sort() as (keyof typeof componentCatalog)[];
const definitionOf = (alias: string): ComponentDefinition | undefined =>
  componentCatalog[alias as keyof typeof componentCatalog] as ComponentDefinition | undefined;

/** A page's component records in order: add, remove, reorder, set who sees each, edit its props. */
export function PageEditor({ page, onChange }: { page: PageRecord; onChange: (page: PageRecord) => void }) {
  const [expanded, setExpanded] = useState<number>();
  const [adding, setAdding] = useState<string>(aliases[0] ?? '');
  const records = page.components;
  const update = (next: ComponentRecord[]) => onChange({ ...page, components: next });
  const move = (from: number, to: number) => {
    const next = [...records];
    const [record] = next.splice(from, 1);
    if (!record) return;
    next.splice(to, 0, record);
    update(next);
    setExpanded(undefined);
  };

  return (
    <section className="panel" aria-label="page editor">
      <h2>
        Page <code>{page.path}</code> ({page.kind}){page.markets ? ` for ${page.markets.join(', ')}` : ''}
      </h2>
      <ol className="records">
        {records.map((record, index) => {
          const definition = definitionOf(record.alias);
          const name = record.key ?? `${record.alias} ${index + 1}`;
          return (
            <li key={`${index}-${record.alias}-${record.key ?? ''}`} aria-label={`component ${name}`}>
              <div className="record-bar">
                <button type="button" className="record-name" onClick={() => setExpanded(expanded === index ? undefined : index)}>
                  {record.alias}
                  {record.key ? ` · ${record.key}` : ''}
                </button>
                <label>
                  Shown to{' '}
                  <select
                    aria-label={`visibility of ${name}`}
                    value={record.visibility ?? 'both'}
                    onChange={(event) => {
                      const visibility = event.target.value as Visibility;
                      const next = [...records];
                      const { visibility: _previous, ...rest } = record;
                      next[index] = visibility === 'both' ? rest : { ...rest, visibility };
                      update(next);
                    }}
                  >
                    {VISIBILITY.map((option) => (
                      <option
                        key={option.value}
                        value={option.value}
                        disabled={!definition || !option.audience.includes(definition.audience)}
                      >
                        {option.label}
                      </option>
                    ))}
                  </select>
                </label>
                {definition?.excludedOn.length ? <small>not on {definition.excludedOn.join(', ')} pages</small> : null}
                <button
                  type="button"
                  aria-label={`move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`move ${name} down`}
                  disabled={index === records.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label={`remove ${name}`}
                  onClick={() => {
                    update(records.filter((_, at) => at !== index));
                    setExpanded(undefined);
                  }}
                >
                  Remove
                </button>
              </div>
              {expanded === index && definition && (
                <DocumentForm
                  idPrefix={`props-${index}`}
                  schema={componentPropsSchemas[definition.alias]}
                  value={record.props ?? {}}
                  onChange={(props) => {
                    const next = [...records];
                    next[index] = { ...record, props: props as ComponentRecord['props'] };
                    update(next);
                  }}
                />
              )}
            </li>
          );
        })}
      </ol>
      <label>
        Add a component{' '}
        <select aria-label="component to add" value={adding} onChange={(event) => setAdding(event.target.value)}>
          {aliases.map((alias) => (
            <option key={alias}>{alias}</option>
          ))}
        </select>
      </label>{' '}
      <button type="button" onClick={() => update([...records, { alias: adding, props: {} }])}>
        Add
      </button>
    </section>
  );
}

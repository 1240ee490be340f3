import type { UiSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { DocumentForm } from './DocumentForm.tsx';
import { sectionSchema, sectionValue, withSection, type DocumentSection } from './document-sections.ts';

/** A brand's or a market's settings, one section at a time, chosen from the list of sections beside it. */
export function SettingsSections({
  sections,
  schema,
  value,
  onChange,
  idPrefix,
  uiSchema,
  after,
}: {
  sections: readonly DocumentSection[];
  schema: { properties?: Record<string, unknown>; required?: readonly string[] };
  value: unknown;
  onChange: (value: unknown) => void;
  idPrefix: string;
  uiSchema?: UiSchema;
  /** What a section shows below its fields, beside the form (a market's rules under Player protection). */
  after?: (section: DocumentSection) => ReactNode;
}) {
  const [at, setAt] = useState(0);
  const section = sections[at] ?? sections[0]!;
  return (
    <div className="settings">
      <nav className="settings-sections" aria-label="sections">
        <ul>
          {sections.map((candidate, index) => (
            <li key={candidate.title}>
              <button type="button" aria-current={index === at ? 'true' : undefined} onClick={() => setAt(index)}>
                {candidate.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="settings-section" aria-labelledby={`${idPrefix}-section-title`}>
        <h3 id={`${idPrefix}-section-title`}>{section.title}</h3>
        <DocumentForm
          key={section.title}
          idPrefix={idPrefix}
          schema={sectionSchema(schema, section)}
          uiSchema={uiSchema}
          value={sectionValue(value, section)}
          onChange={(part) => onChange(withSection(value, section, part))}
        />
        {after?.(section)}
      </section>
    </div>
  );
}

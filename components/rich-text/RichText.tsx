import type { ComponentRenderProps } from '../registry/component-props.ts';
import { SafeHtml, Section, usePageHeadingLevel } from '../ui/index.ts';
import { column, pageHeading, sectionHeading } from './RichText.css.ts';

/** A block of CMS text (sanitised), with its heading: the page's h1 when it leads the page. */
export function RichText({ props, node }: ComponentRenderProps<'richText'>) {
  const leads = usePageHeadingLevel(node.key) === 1;
  return (
    <Section className={column}>
      {props.title &&
        (leads ? <h1 className={pageHeading}>{props.title}</h1> : <h2 className={sectionHeading}>{props.title}</h2>)}
      <SafeHtml html={props.html} />
    </Section>
  );
}

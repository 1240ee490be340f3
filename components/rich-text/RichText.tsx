import { styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { SafeHtml, Section, usePageHeadingLevel } from '../ui/index.ts';
import { pageHeading, sectionHeading } from './RichText.css.ts';

const Column = styled(Section, { maxWidth: 820 });

/** A block of CMS text (sanitised), with its heading: the page's h1 when it leads the page. */
export function RichText({ props, node }: ComponentRenderProps<'richText'>) {
  const leads = usePageHeadingLevel(node.key) === 1;
  return (
    <Column>
      {props.title &&
        (leads ? <h1 className={pageHeading}>{props.title}</h1> : <h2 className={sectionHeading}>{props.title}</h2>)}
      <SafeHtml html={props.html} />
    </Column>
  );
}

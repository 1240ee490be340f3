import { styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { SafeHtml, Section, usePageHeadingLevel } from '../ui/index.ts';

const Column = styled(Section, { maxWidth: 820 });
const H1 = styled('h1', { fontSize: '$7' });
const H2 = styled('h2', { fontSize: '$6' });

/** A block of CMS text (sanitised), with its heading: the page's h1 when it leads the page. */
export function RichText({ props, node }: ComponentRenderProps<'richText'>) {
  const Heading = usePageHeadingLevel(node.key) === 1 ? H1 : H2;
  return (
    <Column>
      {props.title && <Heading>{props.title}</Heading>}
      <SafeHtml html={props.html} />
    </Column>
  );
}

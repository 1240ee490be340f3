import { styled } from '../../engine/page/index.ts';

/** Readable defaults for CMS prose: spacing, lists, links and tables in the brand's colours. */
const Prose = styled('div', {
  fontSize: '$3',
  lineHeight: 1.65,
  '& > *': { marginBlock: 0 },
  '& > * + *': { marginTop: '$4' },
  '& > h2, & > h3, & > h4': { marginTop: '$6' },
  '& ul, & ol': { paddingLeft: '$5' },
  '& li + li': { marginTop: '$2' },
  '& a': { color: 'inherit', textDecorationColor: '$accent', textUnderlineOffset: '2px' },
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '$2' },
  '& th, & td': { border: '1px solid $border', padding: '$2 $3', textAlign: 'left' },
  '& th': { backgroundColor: '$surfaceRaised' },
});

/**
 * Renders HTML that was sanitised where it entered: CMS props by the server (the page data loader),
 * promotion terms by their query. Never pass it HTML from anywhere else.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

/** Readable defaults for CMS prose: spacing, lists, links and tables in the brand's colours. */
export const prose = style({ fontSize: vars.fontSizes[3], lineHeight: 1.65 });
globalStyle(`${prose} > *`, { marginBlock: 0 });
globalStyle(`${prose} > * + *`, { marginTop: vars.space[4] });
globalStyle(`${prose} > h2, ${prose} > h3, ${prose} > h4`, { marginTop: vars.space[6] });
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: vars.space[5] });
globalStyle(`${prose} li + li`, { marginTop: vars.space[2] });
globalStyle(`${prose} a`, { color: 'inherit', textDecorationColor: vars.colors.accent, textUnderlineOffset: '2px' });
globalStyle(`${prose} table`, { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSizes[2] });
globalStyle(`${prose} th, ${prose} td`, {
  border: `1px solid ${vars.colors.border}`,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  textAlign: 'left',
});
globalStyle(`${prose} th`, { backgroundColor: vars.colors.surfaceRaised });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const contactList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
});
globalStyle(`${contactList} dt`, { color: vars.colors.textMuted });
globalStyle(`${contactList} dd`, { margin: 0 });

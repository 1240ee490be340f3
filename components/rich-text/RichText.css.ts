import { style } from '@vanilla-extract/css';
import { skippedUntilNear, vars } from '../../engine/page/theme/index.ts';
import { section } from '../ui/Card.css.ts';

/**
 * CMS text reads best in a narrower column than the page's content. Both classes sit on the same
 * element, so the rule names both: it wins over the section's own max-width whatever the stylesheets' order.
 */
export const column = style({ ...skippedUntilNear(600), selectors: { [`${section}&`]: { maxWidth: 820 } } });

export const pageHeading = style({ fontSize: vars.fontSizes[7] });
export const sectionHeading = style({ fontSize: vars.fontSizes[6] });

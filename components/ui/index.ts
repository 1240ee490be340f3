export { Button } from './Button.tsx';
export { Dialog, type DialogProps } from './Dialog.tsx';
export { assetUrl } from './asset-url.ts';
export { Card, CardBody, CardGrid, Section } from './Card.tsx';
export { CtaButton, type CmsCta } from './CtaButton.tsx';
export { SafeHtml } from './SafeHtml.tsx';
export { usePageHeadingLevel, firstPageComponentKey, headingTag, type HeadingLevel } from './page-heading.ts';
export { useNearViewport } from './use-near-viewport.ts';
export {
  FLOATING_BUTTON_SIZE,
  FLOATING_CLEARANCE,
  FLOATING_GUTTER,
  floatingPlace,
  type FloatingPlace,
} from './floating-controls.ts';
export { SessionTime, useDurationText } from './SessionTime.tsx';

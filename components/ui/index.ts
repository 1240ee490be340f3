export { Button } from './Button.tsx';
export { Dialog, type DialogProps } from './Dialog.tsx';
export { assetUrl } from './asset-url.ts';

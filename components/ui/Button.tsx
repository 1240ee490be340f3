import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../../engine/page/index.ts';
import { button, type ButtonVariants } from './Button.css.ts';

type Variants = { variant?: ButtonVariants['variant']; size?: ButtonVariants['size']; wide?: boolean };

/** The site's button: primary (the brand's action colour), secondary, ghost or link-like. */
export function Button({ variant, size, wide, className, ...props }: ComponentPropsWithRef<'button'> & Variants) {
  return <button {...props} className={classNames(button({ variant, size, wide }), className)} />;
}

/** A link that looks like the site's button: for a call to action that goes to another page. */
export function ButtonLink({ variant, size, wide, className, ...props }: ComponentPropsWithRef<'a'> & Variants) {
  return <a {...props} className={classNames(button({ variant, size, wide }), className)} />;
}

export type ButtonStyle = Variants;

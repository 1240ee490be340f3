import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../../engine/page/index.ts';
import * as styles from './Card.css.ts';

/** A raised panel for a card in a grid (blog posts, promotions): image on top, body below. */
export function Card({ className, ...props }: ComponentPropsWithRef<'article'>) {
  return <article {...props} className={classNames(styles.card, className)} />;
}

export function CardBody({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={classNames(styles.cardBody, className)} />;
}

/** A responsive grid of cards: as many columns of at least 260 px as fit. */
export function CardGrid({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={classNames(styles.cardGrid, className)} />;
}

/** The page's content column. */
export function Section({ className, ...props }: ComponentPropsWithRef<'section'>) {
  return <section {...props} className={classNames(styles.section, className)} />;
}

import { ButtonLink } from '../ui/index.ts';
import * as styles from './ErrorPageView.css.ts';

/** What the error pages share: the title as the page's h1, what happened, and a way home. */
export function ErrorPageView({
  title,
  message,
  ctaText,
  ctaHref,
}: {
  title: string;
  message: string;
  ctaText: string;
  ctaHref: string;
}) {
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      <ButtonLink href={ctaHref}>{ctaText}</ButtonLink>
    </section>
  );
}

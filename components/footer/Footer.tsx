import { useEffect, useState } from 'react';
import { contentMessages } from '../../engine/i18n/messages/index.ts';
import { useBrand, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import * as styles from './Footer.css.ts';
import { LanguageLinks } from './LanguageLinks.tsx';

/** The site footer: link columns, licence and responsible gambling text, the age badge and the brand line. */
export function Footer({ props }: ComponentRenderProps<'footer'>) {
  const t = useText(contentMessages);
  const brand = useBrand();
  // The year is read in the browser after hydration: the server's clock must not decide the markup.
  const [year, setYear] = useState<number | null>(null);
  useEffect(() => setYear(new Date().getFullYear()), []);
  const age = props.minimumAge ?? 18;

  return (
    <footer className={styles.bar}>
      <div className={styles.inner}>
        {props.columns.length > 0 && (
          <nav aria-label={t('footer.label')}>
            <div className={styles.columns}>
              {props.columns.map((column) => (
                <div key={column.heading}>
                  <h2 className={styles.columnHeading}>{column.heading}</h2>
                  <ul className={styles.links}>
                    {column.links.map((link) => (
                      <li key={link.href + link.text}>
                        <a className={styles.footerLink} href={link.href}>
                          {link.text}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </nav>
        )}
        <LanguageLinks />
        <div className={styles.legal}>
          <span className={styles.ageBadge} role="img" aria-label={t('footer.ageBadgeLabel', { age })}>
            {t('footer.ageBadge', { age })}
          </span>
          <div className={styles.legalText}>
            <p>{props.responsibleGamblingText}</p>
            <p>{props.licenceText}</p>
            <p>{year === null ? `© ${brand.displayName}` : t('footer.copyright', { year, brand: brand.displayName })}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}

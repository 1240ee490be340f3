import { contentMessages } from '../../engine/i18n/messages/index.ts';
import { languageName, localeCookieString, pathInLocale, useMarket, usePageData, useText } from '../../engine/page/index.ts';
import * as styles from './Footer.css.ts';

/**
 * A link per language of a market that speaks several (Canada: English, Français), each named in its
 * own language. A real link, so a search engine and a visitor without script reach the page in it; a
 * click also remembers the choice in a cookie, which the server reads on every later page.
 */
export function LanguageLinks() {
  const t = useText(contentMessages);
  const { locale: current, locales } = useMarket();
  const { path } = usePageData();
  if (locales.length < 2) return null;
  return (
    <nav aria-label={t('footer.languages')}>
      <ul className={styles.languages}>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              className={styles.footerLink}
              href={pathInLocale(path, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => void (document.cookie = localeCookieString(locale, location.protocol === 'https:'))}
            >
              {languageName(locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

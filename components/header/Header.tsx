import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { sessionMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvents, usePlayerSessionView } from '../../engine/player/index.ts';
import { iconImage, useBrand, useMoney, usePageData, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { assetUrl, Button, SessionTime } from '../ui/index.ts';
import * as styles from './Header.css.ts';

/** Logged-in players only: never rendered on the server, so its code is not part of the first load. */
const AccountMenu = lazy(() => import('./AccountMenu.tsx').then((module) => ({ default: module.AccountMenu })));

/**
 * The header's height, kept in the page's --header-height: what sticks under the header (the
 * lobby's category bar on a phone) stands just below it, however the header wraps.
 */
function usePublishedHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [ref]);
}

/** The site header (all visitors): logo, navigation, and login/join or balance, deposit and the account menu. */
export function Header({ props }: ComponentRenderProps<'header'>) {
  const t = useText(sessionMessages);
  const brand = useBrand();
  // The brand's mark: its logo when it has one, else its favicon; an SVG one drawn as an icon.
  const { favicon: faviconHref } = usePageData();
  const { logo, favicon } = brand.theme;
  const format = useMoney();
  const events = useAppEvents();
  const session = usePlayerSessionView();
  const open = (name: 'login' | 'registration' | 'banking') => () => events.emit('modal:open', { name });
  const bar = useRef<HTMLElement>(null);
  usePublishedHeight(bar);

  return (
    <header className={styles.bar} ref={bar}>
      <div className={styles.inner}>
        <a className={styles.logo} href="/">
          {logo ? (
            <img className={styles.brandLogo} src={assetUrl(logo)} alt="" height={36} fetchPriority="low" />
          ) : (
            <img
              {...(favicon.endsWith('.svg') ? iconImage(favicon, 36) : { src: faviconHref })}
              alt=""
              width={36}
              height={36}
              fetchPriority="low"
            />
          )}
          <span>{brand.displayName}</span>
        </a>
        {props.navigation.length > 0 && (
          <nav className={styles.nav} aria-label={t('header.navigation')}>
            <ul>
              {props.navigation.map((link) => (
                <li key={`${link.href}-${link.text}`}>
                  <a href={link.href}>{link.text}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.actions}>
          {session.loggedIn ? (
            <>
              <SessionTime />
              <p className={styles.balance}>
                <span>{t('header.balance')}</span>
                <strong>{session.balance === undefined ? '–' : format(session.balance, session.currencyIsoCode)}</strong>
              </p>
              <Button type="button" size="small" onClick={open('banking')}>
                {t('header.deposit')}
              </Button>
              <Suspense fallback={null}>
                <AccountMenu />
              </Suspense>
            </>
          ) : (
            <>
              <Button type="button" size="small" variant="secondary" onClick={open('login')}>
                {t('header.login')}
              </Button>
              <Button type="button" size="small" onClick={open('registration')}>
                {t('header.join')}
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

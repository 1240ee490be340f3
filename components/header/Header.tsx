import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { sessionMessages } from '../../engine/i18n/index.ts';
import { useAppEvents, usePlayerSessionView } from '../../engine/player/index.ts';
import { useBrand, useMoney, usePageData, useText, styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, SessionTime } from '../ui/index.ts';

/** Logged-in players only: never rendered on the server, so its code is not part of the first load. */
const AccountMenu = lazy(() => import('./AccountMenu.tsx').then((module) => ({ default: module.AccountMenu })));

const Bar = styled('header', {
  position: 'sticky',
  top: 0,
  zIndex: '$header',
  backgroundColor: '$surface',
  borderBottom: '1px solid $border',
});

const Inner = styled('div', {
  maxWidth: '$content',
  margin: '0 auto',
  minHeight: '$header',
  padding: '$2 $5',
  display: 'flex',
  alignItems: 'center',
  gap: '$5',
  '@tablet': { flexWrap: 'wrap', rowGap: '$2' },
  '@mobile': { padding: '$2 $3', gap: '$2' },
});

const Logo = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$3',
  color: '$text',
  textDecoration: 'none',
  fontFamily: '$display',
  fontWeight: '$bold',
  fontSize: '$5',
  '& img': { width: 36, height: 36 },
  // Compact on phones: the name stays for screen readers; the mark is a 44 px target.
  '@mobile': {
    minWidth: 44,
    minHeight: 44,
    justifyContent: 'center',
    '& span': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});

const Nav = styled('nav', {
  flex: '1 1 auto',
  '& ul': { display: 'flex', gap: '$4', listStyle: 'none', margin: 0, padding: 0 },
  '& a': { color: '$text', textDecoration: 'none', fontWeight: '$bold', padding: '$2 0', display: 'inline-block' },
  '& a:hover': { color: '$accent', textDecoration: 'underline' },
  '@mobile': { '& a': { minWidth: 44, minHeight: 44, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } },
  '@tablet': { order: 3, flexBasis: '100%', overflowX: 'auto' },
});

const Actions = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  marginLeft: 'auto',
  minWidth: 0,
  '@mobile': { gap: '$2' },
});

const Balance = styled('p', {
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: 1.2,
  '& span': { fontSize: '$1', color: '$textMuted' },
  '& strong': { fontSize: '$3' },
  '@mobile': { '& span': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});

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
  // The brand's mark is its favicon, carried inside the page where small: no request of its own.
  const { favicon } = usePageData();
  const format = useMoney();
  const events = useAppEvents();
  const session = usePlayerSessionView();
  const open = (name: 'login' | 'registration' | 'banking') => () => events.emit('modal:open', { name });
  const bar = useRef<HTMLElement>(null);
  usePublishedHeight(bar);

  return (
    <Bar ref={bar}>
      <Inner>
        <Logo href="/">
          <img src={favicon} alt="" width={36} height={36} />
          <span>{brand.displayName}</span>
        </Logo>
        {props.navigation.length > 0 && (
          <Nav aria-label={t('header.navigation')}>
            <ul>
              {props.navigation.map((link) => (
                <li key={`${link.href}-${link.text}`}>
                  <a href={link.href}>{link.text}</a>
                </li>
              ))}
            </ul>
          </Nav>
        )}
        <Actions>
          {session.loggedIn ? (
            <>
              <SessionTime />
              <Balance>
                <span>{t('header.balance')}</span>
                <strong>{session.balance === undefined ? '–' : format(session.balance, session.currencyIsoCode)}</strong>
              </Balance>
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
        </Actions>
      </Inner>
    </Bar>
  );
}

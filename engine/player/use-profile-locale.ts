import { useEffect } from 'react';
import { chooseLocale, localeCookieString, useMarket } from '../page/index.ts';
import { usePlayerSessionView } from './session-context.tsx';

/**
 * A logged-in player who has not chosen a language on this device reads the site in their account's
 * language (`languageCode`) where the market speaks it: the choice is remembered as if they had made
 * it, and the page is loaded again in it. A choice made on the device (the cookie) always wins.
 */
export function useProfileLocale(): void {
  const { locale, locales, localeChoice } = useMarket();
  const { loggedIn, languageCode } = usePlayerSessionView();
  useEffect(() => {
    if (!loggedIn || localeChoice !== 'default' || !languageCode) return;
    const players = chooseLocale(locales, { profileLanguage: languageCode });
    if (players.choice !== 'profile' || players.locale === locale) return;
    document.cookie = localeCookieString(players.locale, location.protocol === 'https:');
    location.reload();
  }, [loggedIn, languageCode, locale, locales, localeChoice]);
}

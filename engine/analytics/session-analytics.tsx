import { useEffect } from 'react';
import { usePlayerSessionView } from '../player/index.ts';
import { useAnalytics } from './analytics-context.tsx';

/** Analytics identifies the player while logged in and anonymises on logout (SPEC §4). */
export function SessionAnalytics() {
  const analytics = useAnalytics();
  const { loggedIn, userId, currencyIsoCode, countryIso2, sessionGuid } = usePlayerSessionView();
  useEffect(() => {
    if (loggedIn)
      analytics.identify({ userId, currency: currencyIsoCode, registrationCountry: countryIso2 }, {}, { sessionGuid });
    else analytics.anonymise();
  }, [analytics, loggedIn, userId, currencyIsoCode, countryIso2, sessionGuid]);
  return null;
}

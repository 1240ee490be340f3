import { BALANCE_TYPE, type Player, type Session } from '../core/index.ts';
import { areTermsAccepted } from './terms-dates.ts';

/** Every balance type of SPEC §3 with its amount, real first. */
export function balancesView(player: Player) {
  return Object.values(BALANCE_TYPE).map((balanceTypeId) => ({ balanceTypeId, amount: player.balances[balanceTypeId] }));
}

/** The symbol players see for a currency (£, NZ$, €), which the platform reports as `currency`. */
export function currencySymbol(currencyIsoCode: string): string {
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency: currencyIsoCode }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currencyIsoCode;
}

/** The account of SPEC §3, as login and the details calls return it. */
export function accountView(player: Player, session: Session, termsLastUpdated: string) {
  return {
    core: {
      userId: player.userId,
      username: player.username,
      casinoId: session.productId,
      registeredProductId: player.registeredProductId,
      currency: currencySymbol(player.currencyIsoCode),
      currencyIsoCode: player.currencyIsoCode,
    },
    personal2: {
      registeredCountryShortCode: player.countryIso2,
      languageCode: player.languageCode,
    },
    regulated: {
      accountStatusId: player.accountStatusId,
      areTermsAndConditionsAccepted: areTermsAccepted(player, termsLastUpdated),
      termsAndConditionsAcceptedDate: player.termsAcceptedAt,
    },
    session: {
      core: {
        sessionProductId: session.productId,
        sessionId: session.sessionId,
        sessionGuid: session.sessionGuid,
        sessionStartTime: session.startTime,
      },
    },
    attributes: player.attributes.map(({ id, value }) => ({ id, value })),
    balances: balancesView(player),
    kycStatus: player.kycStatus,
    userType: player.userType,
  };
}

export type AccountView = ReturnType<typeof accountView>;

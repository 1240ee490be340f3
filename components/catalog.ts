import { appDownloadPromptDefinition } from './app-download-prompt/definition.ts';
import { bankingWindowDefinition } from './banking-window/definition.ts';
import { bigWinnerCarouselDefinition } from './big-winner-carousel/definition.ts';
import { bigWinnerDetailGridDefinition } from './big-winner-detail-grid/definition.ts';
import { blogCardsGridDefinition } from './blog-cards-grid/definition.ts';
import { blogPostDefinition } from './blog-post/definition.ts';
import { categoryNavigationDefinition } from './category-navigation/definition.ts';
import { cookieSettingsDefinition } from './cookie-settings/definition.ts';
import { cookieToastDefinition } from './cookie-toast/definition.ts';
import { footerDefinition } from './footer/definition.ts';
import { freedomBonusInformationModalDefinition } from './freedom-bonus-information-modal/definition.ts';
import { gameNotFoundDefinition } from './game-not-found/definition.ts';
import { gameWindowDefinition } from './game-window/definition.ts';
import { gamesGridDefinition } from './games-grid/definition.ts';
import { genesysDefinition } from './genesys/definition.ts';
import { headerDefinition } from './header/definition.ts';
import { heroDefinition } from './hero/definition.ts';
import { inGameMobileMenuDefinition } from './in-game-mobile-menu/definition.ts';
import { jackpotTickerDefinition } from './jackpot-ticker/definition.ts';
import { loginModalDefinition } from './login-modal/definition.ts';
import { lowBalanceReminderDefinition } from './low-balance-reminder/definition.ts';
import { messageBrokerDefinition } from './message-broker/definition.ts';
import { pageNotFoundDefinition } from './page-not-found/definition.ts';
import { playerHistoryModalDefinition } from './player-history-modal/definition.ts';
import { playerInactivityReminderDefinition } from './player-inactivity-reminder/definition.ts';
import { playerSessionReminderDefinition } from './player-session-reminder/definition.ts';
import { playerVerificationWindowDefinition } from './player-verification-window/definition.ts';
import { poorConnectionAlertDefinition } from './poor-connection-alert/definition.ts';
import { promotionCardsGridDefinition } from './promotion-cards-grid/definition.ts';
import { promotionsTermsAndConditionsDefinition } from './promotions-terms-and-conditions/definition.ts';
import { questsPanelDefinition } from './quests-panel/definition.ts';
import { registrationDefinition } from './registration/definition.ts';
import { saferGamblingDefinition } from './safer-gambling/definition.ts';
import { responsibleGamblingWeekDefinition } from './responsible-gambling-week/definition.ts';
import { restrictedCountryDefinition } from './restricted-country/definition.ts';
import { restrictedCountryPageDefinition } from './restricted-country-page/definition.ts';
import { richTextDefinition } from './rich-text/definition.ts';
import { serverErrorDefinition } from './server-error/definition.ts';
import { supportDefinition } from './support/definition.ts';
import { termsAndConditionsDefinition } from './terms-and-conditions/definition.ts';
import { toastDefinition } from './toast/definition.ts';
import { verificationIndicatorDefinition } from './verification-indicator/definition.ts';
import { xeniaMessageDefinition } from './xenia-message/definition.ts';
import type { ComponentCatalog } from './define-component.ts';

/** Every registered component's definition, keyed by alias: what the engine, the CLI and the server use. */
export const componentCatalog: ComponentCatalog = {
  appDownloadPrompt: appDownloadPromptDefinition,
  bankingWindow: bankingWindowDefinition,
  bigWinnerCarousel: bigWinnerCarouselDefinition,
  bigWinnerDetailGrid: bigWinnerDetailGridDefinition,
  blogCardsGrid: blogCardsGridDefinition,
  blogPost: blogPostDefinition,
  categoryNavigation: categoryNavigationDefinition,
  cookieSettings: cookieSettingsDefinition,
  cookieToast: cookieToastDefinition,
  footer: footerDefinition,
  freedomBonusInformationModal: freedomBonusInformationModalDefinition,
  gameNotFound: gameNotFoundDefinition,
  gameWindow: gameWindowDefinition,
  gamesGrid: gamesGridDefinition,
  genesys: genesysDefinition,
  header: headerDefinition,
  hero: heroDefinition,
  inGameMobileMenu: inGameMobileMenuDefinition,
  jackpotTicker: jackpotTickerDefinition,
  loginModal: loginModalDefinition,
  lowBalanceReminder: lowBalanceReminderDefinition,
  messageBroker: messageBrokerDefinition,
  pageNotFound: pageNotFoundDefinition,
  playerHistoryModal: playerHistoryModalDefinition,
  playerInactivityReminder: playerInactivityReminderDefinition,
  playerSessionReminder: playerSessionReminderDefinition,
  playerVerificationWindow: playerVerificationWindowDefinition,
  poorConnectionAlert: poorConnectionAlertDefinition,
  promotionCardsGrid: promotionCardsGridDefinition,
  promotionsTermsAndConditions: promotionsTermsAndConditionsDefinition,
  questsPanel: questsPanelDefinition,
  registration: registrationDefinition,
  responsibleGamblingWeek: responsibleGamblingWeekDefinition,
  restrictedCountry: restrictedCountryDefinition,
  restrictedCountryPage: restrictedCountryPageDefinition,
  richText: richTextDefinition,
  saferGambling: saferGamblingDefinition,
  serverError: serverErrorDefinition,
  support: supportDefinition,
  termsAndConditions: termsAndConditionsDefinition,
  toast: toastDefinition,
  verificationIndicator: verificationIndicatorDefinition,
  xeniaMessage: xeniaMessageDefinition,
};

import { lazy } from 'react';
import { CookieToast } from '../cookie-toast/CookieToast.tsx';
import { Footer } from '../footer/Footer.tsx';
import { Genesys } from '../genesys/Genesys.tsx';
import { Hero } from '../hero/Hero.tsx';
import { ResponsibleGamblingWeek } from '../responsible-gambling-week/ResponsibleGamblingWeek.tsx';
import { Support } from '../support/Support.tsx';
import { ToastList } from '../toast/ToastList.tsx';
import type { RegistrySection } from './component-props.ts';
import { modalComponent } from './modal-component.tsx';
import { pageComponent } from './page-component.tsx';

export const contentComponents: RegistrySection<
  | 'hero'
  | 'footer'
  | 'richText'
  | 'blogCardsGrid'
  | 'blogPost'
  | 'promotionCardsGrid'
  | 'promotionsTermsAndConditions'
  | 'pageNotFound'
  | 'serverError'
  | 'gameNotFound'
  | 'restrictedCountry'
  | 'restrictedCountryPage'
  | 'responsibleGamblingWeek'
  | 'cookieToast'
  | 'cookieSettings'
  | 'toast'
  | 'support'
  | 'genesys'
  | 'freedomBonusInformationModal'
> = {
  hero: Hero,
  footer: Footer,
  richText: pageComponent(() => import('../rich-text/RichText.tsx').then((module) => module.RichText)),
  blogCardsGrid: pageComponent(() => import('../blog-cards-grid/BlogCardsGrid.tsx').then((module) => module.BlogCardsGrid)),
  blogPost: pageComponent(() => import('../blog-post/BlogPost.tsx').then((module) => module.BlogPost)),
  promotionCardsGrid: pageComponent(() =>
    import('../promotion-cards-grid/PromotionCardsGrid.tsx').then((module) => module.PromotionCardsGrid),
  ),
  promotionsTermsAndConditions: modalComponent(
    'promotionTerms',
    () =>
      import('../promotions-terms-and-conditions/PromotionsTermsAndConditions.tsx').then(
        (module) => module.PromotionsTermsAndConditions,
      ),
    'firstAct',
  ),
  pageNotFound: pageComponent(() => import('../page-not-found/PageNotFound.tsx').then((module) => module.PageNotFound)),
  serverError: pageComponent(() => import('../server-error/ServerError.tsx').then((module) => module.ServerError)),
  gameNotFound: pageComponent(() => import('../game-not-found/GameNotFound.tsx').then((module) => module.GameNotFound)),
  // Logged-in only: code split, never rendered on the server.
  restrictedCountry: lazy(() => import('../restricted-country/RestrictedCountry.tsx')),
  restrictedCountryPage: pageComponent(() =>
    import('../restricted-country-page/RestrictedCountryPage.tsx').then((module) => module.RestrictedCountryPage),
  ),
  responsibleGamblingWeek: ResponsibleGamblingWeek,
  cookieToast: CookieToast,
  cookieSettings: modalComponent(
    'cookieSettings',
    () => import('../cookie-settings/CookieSettings.tsx').then((module) => module.CookieSettings),
    'firstAct',
  ),
  toast: ToastList,
  support: Support,
  genesys: Genesys,
  freedomBonusInformationModal: lazy(() => import('../freedom-bonus-information-modal/FreedomBonusInformationModal.tsx')),
};

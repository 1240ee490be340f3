import { lazy } from 'react';
import { BlogCardsGrid } from '../blog-cards-grid/BlogCardsGrid.tsx';
import { BlogPost } from '../blog-post/BlogPost.tsx';
import { CookieSettings } from '../cookie-settings/CookieSettings.tsx';
import { CookieToast } from '../cookie-toast/CookieToast.tsx';
import { Footer } from '../footer/Footer.tsx';
import { GameNotFound } from '../game-not-found/GameNotFound.tsx';
import { Genesys } from '../genesys/Genesys.tsx';
import { Hero } from '../hero/Hero.tsx';
import { PageNotFound } from '../page-not-found/PageNotFound.tsx';
import { PromotionCardsGrid } from '../promotion-cards-grid/PromotionCardsGrid.tsx';
import { PromotionsTermsAndConditions } from '../promotions-terms-and-conditions/PromotionsTermsAndConditions.tsx';
import { ResponsibleGamblingWeek } from '../responsible-gambling-week/ResponsibleGamblingWeek.tsx';
import { RichText } from '../rich-text/RichText.tsx';
import { ServerError } from '../server-error/ServerError.tsx';
import { Support } from '../support/Support.tsx';
import { ToastList } from '../toast/ToastList.tsx';
import type { RegistrySection } from './component-props.ts';

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
  richText: RichText,
  blogCardsGrid: BlogCardsGrid,
  blogPost: BlogPost,
  promotionCardsGrid: PromotionCardsGrid,
  promotionsTermsAndConditions: PromotionsTermsAndConditions,
  pageNotFound: PageNotFound,
  serverError: ServerError,
  gameNotFound: GameNotFound,
  // Logged-in only: code split, never rendered on the server.
  restrictedCountry: lazy(() => import('../restricted-country/RestrictedCountry.tsx')),
  responsibleGamblingWeek: ResponsibleGamblingWeek,
  cookieToast: CookieToast,
  cookieSettings: CookieSettings,
  toast: ToastList,
  support: Support,
  genesys: Genesys,
  freedomBonusInformationModal: lazy(() => import('../freedom-bonus-information-modal/FreedomBonusInformationModal.tsx')),
};

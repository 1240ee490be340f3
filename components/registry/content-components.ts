import type { RegistrySection } from './component-props.ts';
import { pendingComponent } from './pending.ts';

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
  hero: pendingComponent,
  footer: pendingComponent,
  richText: pendingComponent,
  blogCardsGrid: pendingComponent,
  blogPost: pendingComponent,
  promotionCardsGrid: pendingComponent,
  promotionsTermsAndConditions: pendingComponent,
  pageNotFound: pendingComponent,
  serverError: pendingComponent,
  gameNotFound: pendingComponent,
  restrictedCountry: pendingComponent,
  responsibleGamblingWeek: pendingComponent,
  cookieToast: pendingComponent,
  cookieSettings: pendingComponent,
  toast: pendingComponent,
  support: pendingComponent,
  genesys: pendingComponent,
  freedomBonusInformationModal: pendingComponent,
};

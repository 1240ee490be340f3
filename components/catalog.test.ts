import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentAliases, componentPropsSchemas } from '../schemas/index.ts';
import { componentCatalog } from './index.ts';

const kebab = (alias: string) => alias.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every widget SPEC §2 names, and the error pages, by the alias it is registered under. */
const SPEC_WIDGETS = [
  'loginModal', 'registration', 'termsAndConditions', 'promotionsTermsAndConditions', 'cookieSettings', 'cookieToast',
  'playerHistoryModal', 'bankingWindow', 'playerVerificationWindow', 'playerInactivityReminder', 'playerSessionReminder',
  'poorConnectionAlert', 'lowBalanceReminder', 'freedomBonusInformationModal', 'appDownloadPrompt', 'support', 'genesys',
  'xeniaMessage', 'toast', 'blogCardsGrid', 'blogPost', 'promotionCardsGrid', 'gamesGrid', 'bigWinnerDetailGrid',
  'bigWinnerCarousel', 'hero', 'header', 'footer', 'pageNotFound', 'serverError', 'gameNotFound', 'restrictedCountry',
  'restrictedCountryPage', 'responsibleGamblingWeek', 'verificationIndicator', 'questsPanel', 'inGameMobileMenu', 'messageBroker', 'jackpotTicker',
  'categoryNavigation', 'gameWindow',
]; // prettier-ignore

describe('the component catalog', () => {
  it('registers every widget the spec names', () => {
    expect(SPEC_WIDGETS.filter((alias) => !(alias in componentCatalog))).toEqual([]);
  });

  it('has one definition per props schema, and no other', () => {
    expect(Object.keys(componentCatalog).sort()).toEqual([...componentAliases].sort());
  });

  it.each(Object.values(componentCatalog))(
    '$alias lives in components/<name>/definition.ts and has its own props schema',
    (definition) => {
      const folders = readdirSync(import.meta.dirname);
      expect(folders).toContain(kebab(definition.alias));
      expect(readdirSync(path.join(import.meta.dirname, kebab(definition.alias)))).toContain('definition.ts');
      expect(componentPropsSchemas[definition.alias]).toMatchObject({ $id: `components/${definition.alias}.props.schema.json` });
    },
  );

  it('leaves only the message broker out of game pages', () => {
    const excluded = Object.values(componentCatalog).filter((definition) => definition.excludedOn.length > 0);
    expect(excluded.map((definition) => [definition.alias, definition.excludedOn])).toEqual([['messageBroker', ['game']]]);
  });
});

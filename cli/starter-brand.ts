import type { BrandManifest, MarketManifest, PageRecord } from '../schemas/index.ts';

export interface StarterBrandOptions {
  name: string;
  displayName: string;
  casinoId: number;
  mobileCasinoId: number;
  productNodeId: number;
  marketNodeId: number;
}

type Files = Map<string, string>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const page = (depth: number, record: Omit<PageRecord, '$schema'>): string =>
  json({ $schema: `${'../'.repeat(depth)}schemas/page.schema.json`, ...record });

const FAVICON = (initial: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#1f6f5c"/>
  <circle cx="32" cy="32" r="21" fill="none" stroke="#e8c36a" stroke-width="4"/>
  <text x="32" y="42" text-anchor="middle" font-family="Georgia, serif" font-size="28" font-weight="700" fill="#f4efe4">${initial}</text>
</svg>
`;
const HERO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400">
  <defs>
    <linearGradient id="felt" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f3d33"/>
      <stop offset="1" stop-color="#1f6f5c"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="400" fill="url(#felt)"/>
  <circle cx="960" cy="200" r="150" fill="none" stroke="#e8c36a" stroke-width="10" opacity="0.7"/>
  <circle cx="960" cy="200" r="110" fill="#e8c36a" opacity="0.15"/>
  <rect x="820" y="120" width="90" height="130" rx="10" fill="#f4efe4" transform="rotate(-12 865 185)"/>
  <rect x="900" y="110" width="90" height="130" rx="10" fill="#f4efe4" transform="rotate(10 945 175)"/>
</svg>
`;
const PROMOTION = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 340">
  <rect width="600" height="340" fill="#173f36"/>
  <g fill="#e8c36a"><circle cx="200" cy="170" r="70"/><circle cx="300" cy="150" r="70" opacity="0.8"/><circle cx="400" cy="170" r="70" opacity="0.6"/></g>
</svg>
`;

/** A complete brand that validates at once: manifest, theme, rest-of-world market and starter content. */
export function starterBrandFiles(options: StarterBrandOptions): Files {
  const { name, displayName } = options;
  const brand: BrandManifest = {
    $schema: '../../schemas/brand.schema.json',
    name,
    displayName,
    hosts: [],
    productNodeId: options.productNodeId,
    casinoIds: { desktop: [options.casinoId], mobile: [options.mobileCasinoId] },
    languages: ['en', 'zh'],
    restrictedCountries: ['US'],
    meta: {
      applicationName: `${displayName} Casino`,
      titleSuffix: ` | ${displayName}`,
      description: `${displayName}: slots, live casino and table games with jackpots that grow by the second.`,
      keywords: [displayName, 'online casino', 'slots', 'live casino', 'jackpots'],
    },
    theme: {
      palette: {
        primary: '#e8c36a',
        onPrimary: '#1b1407',
        secondary: '#1f6f5c',
        accent: '#f0a04b',
        background: '#10171a',
        surface: '#182226',
        surfaceRaised: '#213036',
        text: '#f4efe4',
        textMuted: '#b5bdb8',
        border: '#34464d',
        success: '#4caf7a',
        danger: '#e5484d',
      },
      fonts: {
        display: { family: 'Montserrat', package: '@fontsource/montserrat', fallback: "'Helvetica Neue', Arial, sans-serif" },
        body: { family: 'Inter', package: '@fontsource/inter', fallback: "system-ui, 'Segoe UI', Arial, sans-serif" },
        accent: { family: 'Oswald', package: '@fontsource/oswald', fallback: "'Arial Narrow', Arial, sans-serif" },
      },
      favicon: 'assets/favicon.svg',
      themeColour: '#1a1b1d',
      toastColours: { success: '#2e7d52', info: '#2c5d8f', error: '#a8323e', warning: '#b7791f' },
      clientTypeIds: { desktop: 70, mobile: 40 },
    },
    features: {
      revampedJackpotTicker: true,
      gameCardJackpotTicker: true,
      favouriteGames: true,
      recentlyPlayedGames: true,
      allowMultipleSessions: false,
      kyc: {
        required: true,
        mailAddress: `verification@${name}.casino`,
        mailSubject: 'Identity documents for account {userId}',
        mailBody: `Hello ${displayName} team,\n\nPlease find attached my proof of identity and address for account {userId}.\n\nThank you.`,
      },
      wrappedApp: { enabled: false, queryFlag: 'isAndroidApp', forwardAnalytics: false },
      support: { email: `support@${name}.casino`, hours: 'Every day, 24 hours' },
    },
    shell: {
      before: [
        {
          alias: 'header',
          props: {
            navigation: [
              { text: 'Casino', href: '/' },
              { text: 'Promotions', href: '/promotions' },
            ],
          },
        },
        { alias: 'verificationIndicator', props: { label: 'Verify your identity' } },
        {
          alias: 'restrictedCountry',
          props: {
            title: "We can't offer games where you are",
            message: `${displayName} is not licensed in your country. You can still withdraw your balance and contact support.`,
          },
        },
      ],
      after: [
        {
          alias: 'footer',
          props: {
            columns: [
              {
                heading: 'Play',
                links: [
                  { text: 'Casino lobby', href: '/' },
                  { text: 'Promotions', href: '/promotions' },
                ],
              },
              {
                heading: 'Help',
                links: [
                  { text: 'Terms and conditions', href: '/terms' },
                  { text: 'Responsible gambling', href: '/responsible-gambling' },
                ],
              },
            ],
            licenceText: `${displayName} is licensed and regulated by the Malta Gaming Authority.`,
            responsibleGamblingText:
              'Gambling should be fun. Set limits, take a break or self-exclude at any time from your account.',
            minimumAge: 18,
          },
        },
        {
          alias: 'loginModal',
          props: {
            title: 'Welcome back',
            forgotPasswordHref: '/forgot-password',
            registerPrompt: `New to ${displayName}? Join in two minutes.`,
          },
        },
        {
          alias: 'registration',
          props: { title: `Join ${displayName}`, intro: 'Open your account and play more than a thousand games.' },
        },
        {
          alias: 'termsAndConditions',
          props: {
            title: 'Our terms have changed',
            intro: 'Please read and accept the updated terms to continue playing.',
            termsHref: '/terms',
            acceptText: 'Accept and continue',
          },
        },
        { alias: 'promotionsTermsAndConditions', props: { title: 'Promotion terms' } },
        {
          alias: 'cookieToast',
          props: {
            message: 'We use cookies to keep you logged in and to understand how the site is used.',
            policyHref: '/terms',
          },
        },
        { alias: 'cookieSettings', props: { title: 'Cookie settings' } },
        { alias: 'toast', props: {} },
        { alias: 'messageBroker', props: { topics: ['xeniaAdvert', 'xeniaPromotion', 'xeniaToast', 'single-session'] } },
        { alias: 'xeniaMessage', props: {} },
        { alias: 'bankingWindow', props: { title: 'Banking' } },
        { alias: 'playerHistoryModal', props: {} },
        { alias: 'playerVerificationWindow', props: { title: 'Verify your identity' } },
        { alias: 'playerInactivityReminder', props: {} },
        { alias: 'playerSessionReminder', props: {} },
        { alias: 'poorConnectionAlert', props: { message: 'Your connection dropped. We are reconnecting you now.' } },
        { alias: 'lowBalanceReminder', props: { message: 'Your balance is running low. Top up to keep playing.' } },
        { alias: 'questsPanel', props: { title: 'Quests' } },
        { alias: 'support', props: { label: 'Help' } },
      ],
    },
  };
  const market: MarketManifest = {
    $schema: '../../../schemas/market.schema.json',
    name: 'Rest of world',
    marketNodeId: options.marketNodeId,
    countryIso2Code: null,
    locale: 'en',
    locales: ['en'],
    isRow: true,
    isKYCRequired: true,
    casinoId: options.casinoId,
    mobileCasinoId: options.mobileCasinoId,
    currencyIsoCode: 'EUR',
  };
  const errorPage = (path: string, alias: 'pageNotFound' | 'serverError' | 'gameNotFound', title: string, message: string) =>
    page(4, {
      path,
      kind: 'error',
      meta: { title, description: message },
      components: [{ alias, props: { title, message, ctaText: 'Back to the lobby' } }],
    });

  return new Map([
    ['brand.json', json(brand)],
    ['markets/row.json', json(market)],
    ['assets/favicon.svg', FAVICON(displayName.charAt(0).toUpperCase())],
    ['assets/hero.svg', HERO],
    ['assets/promotion-welcome.svg', PROMOTION],
    [
      'content/lobby.json',
      page(3, {
        path: '/',
        kind: 'lobby',
        meta: {
          title: `${displayName}: online slots and live casino`,
          description: `Play slots, live casino and table games at ${displayName}.`,
          robots: 'index, follow',
        },
        components: [
          {
            alias: 'hero',
            visibility: 'loggedOut',
            props: {
              title: `Welcome to ${displayName}`,
              subtitle: 'A thousand games, one account.',
              image: 'assets/hero.svg',
              cta: { text: 'Join now', action: 'register' },
            },
          },
          {
            alias: 'hero',
            visibility: 'loggedIn',
            props: {
              title: 'Good to see you again',
              subtitle: 'Your favourites are waiting.',
              image: 'assets/hero.svg',
              cta: { text: 'Deposit', action: 'deposit' },
            },
          },
          {
            alias: 'jackpotTicker',
            props: { title: 'Jackpots right now', progressive: ['megaMoolah', 'wowPot'], mustWin: ['rapid', 'daily'] },
          },
          { alias: 'categoryNavigation', props: { searchPlaceholder: 'Search games' } },
          { alias: 'gamesGrid', props: { source: 'lobby' } },
        ],
      }),
    ],
    [
      'content/game.json',
      page(3, {
        path: '/game/{id}',
        kind: 'game',
        meta: { title: `Play at ${displayName}`, description: `Play this game at ${displayName}.` },
        components: [
          { alias: 'gameWindow', props: {} },
          {
            alias: 'gamesGrid',
            props: { title: 'More games you may like', source: 'category', categoryType: 'popular', layout: 'row', maxGames: 12 },
          },
        ],
      }),
    ],
    [
      'content/promotions.json',
      page(3, {
        path: '/promotions',
        kind: 'promotions',
        meta: {
          title: `${displayName} promotions`,
          description: `Offers and bonuses at ${displayName}.`,
          robots: 'index, follow',
        },
        components: [
          {
            alias: 'promotionCardsGrid',
            props: {
              title: 'Promotions',
              emptyText: 'No promotions right now. New offers arrive every week.',
              contentPromotions: [
                {
                  title: 'Welcome bonus',
                  summary: 'A 100% match on your first deposit, up to €100.',
                  image: 'assets/promotion-welcome.svg',
                  cta: { text: 'Join now', action: 'register' },
                  terms: 'New players only. Minimum deposit €10. Wagering 35x. 18+.',
                },
              ],
            },
          },
        ],
      }),
    ],
    [
      'content/pages/terms.json',
      page(4, {
        path: '/terms',
        kind: 'content',
        meta: { title: 'Terms and conditions', description: `The terms of playing at ${displayName}.` },
        components: [
          {
            alias: 'richText',
            props: {
              title: 'Terms and conditions',
              html: `<p>These terms govern your account at ${displayName}. By opening an account you accept them.</p>`,
            },
          },
        ],
      }),
    ],
    [
      'content/pages/responsible-gambling.json',
      page(4, {
        path: '/responsible-gambling',
        kind: 'content',
        meta: { title: 'Responsible gambling', description: 'Tools to keep play fun: limits, breaks and self-exclusion.' },
        components: [
          {
            alias: 'richText',
            props: {
              title: 'Responsible gambling',
              html: '<p>Set deposit limits, take a break or self-exclude at any time from your account settings.</p>',
            },
          },
        ],
      }),
    ],
    [
      'content/errors/404.json',
      errorPage('/404', 'pageNotFound', '404: Page Not Found', 'This page does not exist. The lobby is one click away.'),
    ],
    [
      'content/errors/500.json',
      errorPage('/500', 'serverError', '500: Server Error', 'Something failed on our side. Please try again in a moment.'),
    ],
    [
      'content/errors/game-not-found.json',
      errorPage(
        '/game-not-found',
        'gameNotFound',
        '404: Game Not Found',
        'This game is not available. Try another from the lobby.',
      ),
    ],
  ]);
}

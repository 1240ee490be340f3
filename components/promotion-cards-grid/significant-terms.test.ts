import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, translate, type Language } from '../../engine/i18n/index.ts';
import { promotionsMessages, loadLanguage, type PromotionsMessageKey } from '../../engine/i18n/messages/index.ts';
import type { PromotionTerms } from '../../schemas/index.ts';
import { significantTerms } from './significant-terms.ts';

const written = (terms: PromotionTerms, language: Language = 'en', currency = 'GBP', locale = 'en-GB') =>
  significantTerms(
    terms,
    (key: PromotionsMessageKey, values) => translate(promotionsMessages, language, key, values),
    (amount) => formatMoney(amount, currency, locale),
  );

const WELCOME: PromotionTerms = {
  products: ['casino'],
  newPlayersOnly: true,
  minDeposit: 20,
  wageringMultiple: 10,
  expiryDays: 30,
  maxBet: 5,
  eligibleGames: 'All slots.',
  extra: 'One offer per household.',
};

describe.each([
  {
    case: 'a welcome offer, every field',
    terms: WELCOME,
    sentences: [
      'New players only.',
      'Min deposit £20.00.',
      '10x wagering on the bonus.',
      'Use it within 30 days.',
      'Max bet £5.00 while a bonus is active.',
      'Eligible games: All slots.',
      'One offer per household.',
    ],
  },
  {
    case: 'free spins whose winnings are wagered',
    terms: { products: ['casino'], wageringMultiple: 10, wageringOn: 'freeSpinWinnings', expiryDays: 1 },
    sentences: ['10x wagering on free spin winnings.', 'Use it within 1 day.'],
  },
  {
    case: 'cashback with wagering',
    terms: { products: ['casino'], wageringMultiple: 1, wageringOn: 'cashback' },
    sentences: ['1x wagering on cashback.'],
  },
  { case: 'cashback paid as cash', terms: { products: ['casino'], wageringMultiple: 0 }, sentences: ['No wagering.'] },
  { case: 'only free text', terms: { products: ['casino'], extra: 'By invitation.' }, sentences: ['By invitation.'] },
] as const)('the significant terms of $case', ({ terms, sentences }) => {
  it('are written from its fields, in order', () => {
    expect(written(terms as PromotionTerms)).toEqual(sentences);
  });
});

describe('in another language and currency', () => {
  beforeAll(() => loadLanguage('zh'));

  it('speaks the visitor’s language and the market’s money', () => {
    expect(written(WELCOME, 'zh', 'CNY', 'zh-CN')).toEqual([
      '仅限新玩家。',
      '最低存款¥20.00。',
      '奖金须完成10倍流水。',
      '须在30天内使用。',
      '使用奖金时单注上限¥5.00。',
      '适用游戏：All slots.',
      'One offer per household.',
    ]);
  });
});

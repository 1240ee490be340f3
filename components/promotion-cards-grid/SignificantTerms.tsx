import { promotionsMessages } from '../../engine/i18n/messages/index.ts';
import { useMoney, useText } from '../../engine/page/index.ts';
import type { PromotionTerms } from '../../schemas/index.ts';
import * as styles from './ContentPromotionCard.css.ts';
import { significantTerms } from './significant-terms.ts';

/** An offer's significant terms next to its call to action, written from its fields in the visitor's language. */
export function SignificantTerms({ terms }: { terms: PromotionTerms }) {
  const say = useText(promotionsMessages);
  const money = useMoney();
  return <p className={styles.promotionTerms}>{significantTerms(terms, say, (amount) => money(amount)).join(' ')}</p>;
}

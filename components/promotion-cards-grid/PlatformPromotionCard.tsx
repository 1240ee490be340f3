import { formatDate } from '../../engine/i18n/index.ts';
import { promotionsMessages } from '../../engine/i18n/messages/index.ts';
import type { PlatformPromotion } from '../../engine/player/promotions/index.ts';
import { useMarket, useText } from '../../engine/page/index.ts';
import { Button, Card, CardBody, headingTag } from '../ui/index.ts';
import { PromotionBanner } from './ContentPromotionCard.tsx';
import * as styles from './ContentPromotionCard.css.ts';
import { SignificantTerms } from './SignificantTerms.tsx';

export interface PlatformPromotionCardProps {
  promotion: PlatformPromotion;
  titleLevel: 2 | 3;
  optingIn: boolean;
  onOptIn(promotionId: number): void;
  onShowTerms(promotion: PlatformPromotion): void;
}

/** A promotion of the player's account: opt in, or read its full terms. */
export function PlatformPromotionCard({ promotion, titleLevel, optingIn, onOptIn, onShowTerms }: PlatformPromotionCardProps) {
  const t = useText(promotionsMessages);
  const { locale } = useMarket();
  const { promotionId } = promotion;
  const canOptIn = promotionId != null && !promotion.fromContentService;
  const Title = headingTag(titleLevel);
  return (
    <Card>
      {promotion.imageUrl && <PromotionBanner src={promotion.imageUrl} />}
      <CardBody>
        <Title className={styles.promotionTitle}>{promotion.title}</Title>
        <p className={styles.promotionSummary}>{promotion.description}</p>
        {promotion.endsAt && (
          <p className={styles.promotionTerms}>{t('promotions.ends', { date: formatDate(promotion.endsAt, locale) })}</p>
        )}
        <div className={styles.promotionActions}>
          {canOptIn &&
            (promotion.isUserOptedIn ? (
              <Button type="button" variant="secondary" disabled>
                {t('promotions.optedIn')}
              </Button>
            ) : (
              <Button type="button" disabled={optingIn} onClick={() => onOptIn(promotionId)}>
                {optingIn ? t('promotions.optingIn') : t('promotions.optIn')}
              </Button>
            ))}
          {promotionId != null && (
            <Button
              type="button"
              variant="link"
              aria-label={t('promotions.termsOf', { title: promotion.title })}
              onClick={() => onShowTerms(promotion)}
            >
              {t('promotions.terms')}
            </Button>
          )}
        </div>
        {promotion.terms ? (
          <SignificantTerms terms={promotion.terms} />
        ) : (
          // An offer without structured terms (an older platform) shows its summary as written.
          promotion.termsSummary && <p className={styles.promotionTerms}>{promotion.termsSummary}</p>
        )}
      </CardBody>
    </Card>
  );
}

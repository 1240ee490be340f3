import type { PromotionCardsGridProps } from '../../schemas/index.ts';
import { responsiveImage } from '../../engine/page/index.ts';
import { Card, CardBody, CtaButton, headingTag } from '../ui/index.ts';
import * as styles from './ContentPromotionCard.css.ts';
import { SignificantTerms } from './SignificantTerms.tsx';

type ContentPromotion = NonNullable<PromotionCardsGridProps['contentPromotions']>[number];

/** A card's banner: the full width on a phone, a third of the content column on a desktop. */
const PROMOTION_IMAGE = { widths: [320, 480, 640, 960, 1280], sizes: '(max-width: 600px) 100vw, 400px' } as const;

/** A promotion's banner (a CMS asset or the platform's), through the site's image endpoint: resized, webp, cached. */
export function PromotionBanner({ src }: { src: string }) {
  return (
    <img
      className={styles.promotionPicture}
      {...responsiveImage(src, PROMOTION_IMAGE)}
      alt=""
      width={600}
      height={340}
      loading="lazy"
      decoding="async"
    />
  );
}

/** A promotion written in the CMS: shown to every visitor with its significant terms, written from its fields. */
export function ContentPromotionCard({ promotion, titleLevel }: { promotion: ContentPromotion; titleLevel: 2 | 3 }) {
  const Title = headingTag(titleLevel);
  return (
    <Card>
      <PromotionBanner src={promotion.image} />
      <CardBody>
        <Title className={styles.promotionTitle}>{promotion.title}</Title>
        <p className={styles.promotionSummary}>{promotion.summary}</p>
        <div className={styles.promotionActions}>
          <CtaButton cta={promotion.cta} />
        </div>
        <SignificantTerms terms={promotion.terms} />
      </CardBody>
    </Card>
  );
}

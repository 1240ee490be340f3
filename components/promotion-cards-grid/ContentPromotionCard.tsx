import type { PromotionCardsGridProps } from '../../schemas/index.ts';
import { responsiveImage, styled } from '../../engine/page/index.ts';
import { Card, CardBody, CtaButton, headingTag } from '../ui/index.ts';

type ContentPromotion = NonNullable<PromotionCardsGridProps['contentPromotions']>[number];

const PromotionPicture = styled('img', {
  width: '100%',
  height: 'auto',
  aspectRatio: '600 / 340',
  objectFit: 'cover',
  backgroundColor: '$surfaceRaised',
});
export const PromotionTitle = styled('h3', { fontSize: '$5' });
export const PromotionSummary = styled('p', { margin: 0, flex: 1 });
export const PromotionTerms = styled('p', { margin: 0, fontSize: '$1', color: '$textMuted' });
export const PromotionActions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center' });

/** A card's banner: the full width on a phone, a third of the content column on a desktop. */
const PROMOTION_IMAGE = { widths: [320, 480, 640, 960, 1280], sizes: '(max-width: 600px) 100vw, 400px' } as const;

/** A promotion's banner (a CMS asset or the platform's), through the site's image endpoint: resized, webp, cached. */
export function PromotionBanner({ src }: { src: string }) {
  return (
    <PromotionPicture
      {...responsiveImage(src, PROMOTION_IMAGE)}
      alt=""
      width={600}
      height={340}
      loading="lazy"
      decoding="async"
    />
  );
}

/** A promotion written in the CMS: shown to every visitor with its significant terms. */
export function ContentPromotionCard({ promotion, titleLevel }: { promotion: ContentPromotion; titleLevel: 2 | 3 }) {
  return (
    <Card>
      <PromotionBanner src={promotion.image} />
      <CardBody>
        <PromotionTitle as={headingTag(titleLevel)}>{promotion.title}</PromotionTitle>
        <PromotionSummary>{promotion.summary}</PromotionSummary>
        <PromotionActions>
          <CtaButton cta={promotion.cta} />
        </PromotionActions>
        <PromotionTerms>{promotion.terms}</PromotionTerms>
      </CardBody>
    </Card>
  );
}

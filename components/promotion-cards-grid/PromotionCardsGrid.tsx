import { lazy, Suspense } from 'react';
import { usePlayerSessionView } from '../../engine/player/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { CardGrid, headingTag, Section, usePageHeadingLevel } from '../ui/index.ts';
import { ContentPromotionCard } from './ContentPromotionCard.tsx';
import * as styles from './PromotionCardsGrid.css.ts';

/** The player's own offers need a login: their code loads only then. */
const PlayerPromotions = lazy(() => import('./PlayerPromotions.tsx'));

/** Promotions: the player's platform offers (logged in) above the CMS promotions every visitor sees. */
export function PromotionCardsGrid({ props, node }: ComponentRenderProps<'promotionCardsGrid'>) {
  const session = usePlayerSessionView();
  const level = usePageHeadingLevel(node.key);
  const cardLevel = props.title ? 3 : 2;
  const contentPromotions = props.contentPromotions ?? [];
  const hasUserId = session.loggedIn && session.userId !== undefined;
  const Heading = headingTag(level);
  return (
    <Section>
      {props.title && <Heading className={styles.heading}>{props.title}</Heading>}
      {hasUserId ? (
        <Suspense fallback={null}>
          <PlayerPromotions emptyText={props.emptyText} titleLevel={cardLevel} />
        </Suspense>
      ) : (
        props.loggedOutText && <p className={styles.lead}>{props.loggedOutText}</p>
      )}
      {contentPromotions.length > 0 && (
        <CardGrid>
          {contentPromotions.map((promotion) => (
            <ContentPromotionCard key={promotion.title} promotion={promotion} titleLevel={cardLevel} />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

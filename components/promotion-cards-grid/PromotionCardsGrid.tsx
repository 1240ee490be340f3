import { lazy, Suspense } from 'react';
import { usePlayerSessionView } from '../../engine/player/index.ts';
import { styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { CardGrid, headingTag, Section, usePageHeadingLevel } from '../ui/index.ts';
import { ContentPromotionCard } from './ContentPromotionCard.tsx';

/** The player's own offers need a login: their code loads only then. */
const PlayerPromotions = lazy(() => import('./PlayerPromotions.tsx'));

const Heading = styled('h2', { fontSize: '$6' });
const Lead = styled('p', { margin: 0, color: '$textMuted' });

/** Promotions: the player's platform offers (logged in) above the CMS promotions every visitor sees. */
export function PromotionCardsGrid({ props, node }: ComponentRenderProps<'promotionCardsGrid'>) {
  const session = usePlayerSessionView();
  const level = usePageHeadingLevel(node.key);
  const cardLevel = props.title ? 3 : 2;
  const contentPromotions = props.contentPromotions ?? [];
  const hasUserId = session.loggedIn && session.userId !== undefined;
  return (
    <Section>
      {props.title && <Heading as={headingTag(level)}>{props.title}</Heading>}
      {hasUserId ? (
        <Suspense fallback={null}>
          <PlayerPromotions emptyText={props.emptyText} titleLevel={cardLevel} />
        </Suspense>
      ) : (
        props.loggedOutText && <Lead>{props.loggedOutText}</Lead>
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

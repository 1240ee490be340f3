import { promotionsMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvents } from '../../engine/player/index.ts';
import { usePlayGate } from '../../engine/player/session/index.ts';
import { usePlatformPromotions, usePromotionOptIn, type PlatformPromotion } from '../../engine/player/promotions/index.ts';
import { useBrand, useMarket, useText } from '../../engine/page/index.ts';
import { CardGrid } from '../ui/index.ts';
import { PlatformPromotionCard } from './PlatformPromotionCard.tsx';
import { note } from './PlayerPromotions.css.ts';

/** The logged-in player's platform promotions, with opt-in and terms. */
export default function PlayerPromotions({ emptyText, titleLevel }: { emptyText?: string; titleLevel: 2 | 3 }) {
  const t = useText(promotionsMessages);
  const events = useAppEvents();
  const brand = useBrand();
  const market = useMarket();
  const promotionsMarket = { brand: brand.name, isRow: market.isRow, casinoId: market.casinoId };
  const { promotions, isLoading, isError } = usePlatformPromotions(promotionsMarket);
  const optIn = usePromotionOptIn(promotionsMarket);

  const gate = usePlayGate();

  const onOptIn = (promotionId: number) => {
    // Until the current terms are accepted no opt-in starts: the terms prompt opens instead.
    if (!gate.allow('promotionOptIn')) return;
    const title = promotions.find((promotion) => promotion.promotionId === promotionId)?.title ?? '';
    optIn.mutate(promotionId, {
      onSuccess: () => events.emit('toast', { description: t('promotions.optInDone', { title }), type: 'success' }),
      onError: () => events.emit('toast', { description: t('promotions.optInFailed'), type: 'error' }),
    });
  };
  const onShowTerms = (promotion: PlatformPromotion) =>
    events.emit('modal:open', {
      name: 'promotionTerms',
      detail: { promotionId: promotion.promotionId, serviceId: promotion.serviceId, title: promotion.title },
    });

  if (isLoading)
    return (
      <p className={note} role="status">
        {t('promotions.loading')}
      </p>
    );
  if (isError)
    return (
      <p className={note} role="alert">
        {t('promotions.failed')}
      </p>
    );
  if (promotions.length === 0) return emptyText ? <p className={note}>{emptyText}</p> : null;
  return (
    <CardGrid>
      {promotions.map((promotion) => (
        <PlatformPromotionCard
          key={promotion.promotionId ?? `info-${promotion.title}`}
          promotion={promotion}
          titleLevel={titleLevel}
          optingIn={optIn.isPending && optIn.variables === promotion.promotionId}
          onOptIn={onOptIn}
          onShowTerms={onShowTerms}
        />
      ))}
    </CardGrid>
  );
}

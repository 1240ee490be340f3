import { useState } from 'react';
import { contentMessages, promotionsMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvent } from '../../engine/player/index.ts';
import { usePromotionTerms } from '../../engine/player/promotions/index.ts';
import { useBrand, useMarket, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Dialog, SafeHtml } from '../ui/index.ts';
import * as styles from './PromotionsTermsAndConditions.css.ts';

/** What a 'modal:open' {name: 'promotionTerms'} event carries in its detail. */
export interface PromotionTermsRequest {
  promotionId: number;
  serviceId: number;
  title?: string;
}

function readRequest(detail: Record<string, unknown> | undefined): PromotionTermsRequest | undefined {
  const promotionId = Number(detail?.promotionId);
  const serviceId = Number(detail?.serviceId);
  if (!Number.isInteger(promotionId) || !Number.isInteger(serviceId)) return undefined;
  return { promotionId, serviceId, ...(typeof detail?.title === 'string' ? { title: detail.title } : {}) };
}

/** The full terms of one promotion, fetched from the promotions service and sanitised. */
export function PromotionsTermsAndConditions({ props }: ComponentRenderProps<'promotionsTermsAndConditions'>) {
  const t = useText(promotionsMessages);
  const common = useText(contentMessages);
  const brand = useBrand();
  const market = useMarket();
  const [request, setRequest] = useState<PromotionTermsRequest>();
  useAppEvent('modal:open', (event) => {
    if (event.name === 'promotionTerms') setRequest(readRequest(event.detail));
  });
  useAppEvent('modal:close', (event) => {
    if (event.name === 'promotionTerms') setRequest(undefined);
  });
  const terms = usePromotionTerms({ brand: brand.name, isRow: market.isRow, casinoId: market.casinoId }, request);

  return (
    <Dialog
      open={request !== undefined}
      title={props.title ?? t('promotions.termsTitle')}
      closeLabel={common('close')}
      onClose={() => setRequest(undefined)}
      size="large"
    >
      {request?.title && <p className={styles.subtitle}>{request.title}</p>}
      {terms.isPending ? (
        <p className={styles.note} role="status">
          {t('promotions.termsLoading')}
        </p>
      ) : terms.isError ? (
        <p className={styles.note} role="alert">
          {t('promotions.termsFailed')}
        </p>
      ) : (
        <SafeHtml html={terms.data} />
      )}
    </Dialog>
  );
}

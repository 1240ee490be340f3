// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PromotionTermsResponse } from '../../schemas/index.ts';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';
import type { ResolvedNode } from '../../engine/compose/index.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import { PromotionsTermsAndConditions } from './PromotionsTermsAndConditions.tsx';

const node = {
  key: 'terms',
  alias: 'promotionsTermsAndConditions',
  props: {},
  placement: 'shellAfter',
  inserted: false,
} as ResolvedNode;

afterEach(cleanup);

const TERMS = 'POST /api/promotions/account/*/casino/*/promotion/*/gettermsandconditions';

describe('the promotion terms window', () => {
  it('opens on request and shows the sanitised terms', async () => {
    const platform = createFakePlatform();
    platform.answer(TERMS, {
      html: '<h3>Terms</h3><p onclick="x()">Wager 10x.</p><script>bad()</script>',
    } satisfies PromotionTermsResponse);
    const { events } = renderWithBrand(
      'hippodrome',
      <PromotionsTermsAndConditions props={{ title: 'Promotion terms' }} node={node as never} />,
      {
        session: { loggedIn: true, userId: 7, userToken: 'a.b.c' },
        platform,
      },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() =>
      events.emit('modal:open', { name: 'promotionTerms', detail: { promotionId: 1501, serviceId: 40, title: 'Reload Friday' } }),
    );
    expect(screen.getByRole('dialog', { name: 'Promotion terms' })).toBeTruthy();
    // The sanitiser is imported on the first opening: on a busy machine that alone can take over findBy's default second.
    const paragraph = await screen.findByText('Wager 10x.', undefined, { timeout: 10_000 });
    expect(paragraph.getAttribute('onclick')).toBeNull();
    expect(document.querySelector('[role="dialog"] script')).toBeNull();
    expect(platform.callsTo(TERMS).map((call) => call.body)).toEqual([{ serviceId: 40 }]);
  });
});

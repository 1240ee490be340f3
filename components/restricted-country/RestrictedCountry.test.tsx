// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedNode } from '../../engine/compose/index.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import RestrictedCountry from './RestrictedCountry.tsx';
import { isCountryRestricted } from './restricted-country-rule.ts';

afterEach(cleanup);

const node = {
  key: 'restricted',
  alias: 'restrictedCountry',
  props: {},
  placement: 'shellBefore',
  inserted: false,
} as ResolvedNode;
const props = { title: "We can't offer games where you are" };

describe('the restricted country rule', () => {
  it.each([
    { account: 'US', market: 'GB', restricted: true },
    { account: 'fr', market: 'GB', restricted: true },
    { account: 'GB', market: 'US', restricted: false },
    { account: undefined, market: 'US', restricted: true },
    { account: undefined, market: 'NZ', restricted: false },
  ])('account $account in market $market → $restricted', ({ account, market, restricted }) => {
    expect(isCountryRestricted(['US', 'FR', 'ES', 'IT'], account, market)).toBe(restricted);
  });
});

describe('the restricted country banner', () => {
  it('shows for a player whose country the brand does not serve', () => {
    renderWithBrand('hippodrome', <RestrictedCountry props={props} node={node as never} />, {
      session: { loggedIn: true, userId: 1, countryIso2: 'US' },
    });
    expect(screen.getByRole('heading', { name: props.title })).toBeTruthy();
  });

  it('shows nothing for a player in a served country', () => {
    const { container } = renderWithBrand('hippodrome', <RestrictedCountry props={props} node={node as never} />, {
      session: { loggedIn: true, userId: 1, countryIso2: 'GB' },
      market: 'gb',
    });
    expect(container.textContent).toBe('');
  });
});

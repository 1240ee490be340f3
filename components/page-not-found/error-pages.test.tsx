// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedNode } from '../../engine/compose/index.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import { GameNotFound } from '../game-not-found/GameNotFound.tsx';
import { ServerError } from '../server-error/ServerError.tsx';
import { PageNotFound } from './PageNotFound.tsx';

afterEach(cleanup);

const node = { key: 'page-0-error', alias: 'pageNotFound', props: {}, placement: 'page', inserted: false } as ResolvedNode;

describe('the error pages (SPEC §8)', () => {
  it.each([
    ['page not found', '404: Page Not Found', PageNotFound],
    ['server error', '500: Server Error', ServerError],
    ['game not found', '404: Game Not Found', GameNotFound],
  ] as const)('%s without CMS text shows "%s" and a way home', (_name, title, Page) => {
    renderWithBrand('croupier', <Page props={{}} node={node as never} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/');
  });

  it('uses the CMS title, message and button when given', () => {
    renderWithBrand(
      'hippodrome',
      <PageNotFound
        props={{ title: 'Backstage', message: 'Nothing here', ctaText: 'Home', ctaHref: '/home' }}
        node={node as never}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Backstage' })).toBeTruthy();
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
  });
});

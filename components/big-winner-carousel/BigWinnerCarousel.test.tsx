// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureCatalogue } from '../../engine/player/lobby/testing/catalogue-fixture.ts';
import { installFakePlatform, renderLobby } from '../../tests/support/lobby-test-kit.tsx';
import { answerMediaQueries } from '../../tests/support/media-queries.ts';
import BigWinnerCarousel from './BigWinnerCarousel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A browser whose viewport matches `(max-width: 720px)` or not. */
const viewport = (mobile: boolean) => answerMediaQueries((query) => mobile && query.includes('max-width'));

const carousel = <BigWinnerCarousel props={{ title: 'Big wins', sortMode: 'current' }} node={{} as never} />;
const slides = () => within(screen.getByRole('list', { name: /of/ })).getAllByRole('listitem');

describe('bigWinnerCarousel', () => {
  it('shows 5 wins per group on desktop and moves between groups', async () => {
    viewport(false);
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(carousel);
    expect(await screen.findByText('1 of 4', { selector: 'span' })).toBeTruthy();
    expect(slides()).toHaveLength(5);
    const first = slides().map((slide) => slide.textContent);
    fireEvent.click(screen.getByRole('button', { name: 'Next wins' }));
    expect(screen.getByText('2 of 4', { selector: 'span' })).toBeTruthy();
    expect(slides().map((slide) => slide.textContent)).not.toEqual(first);
    expect((screen.getByRole('button', { name: 'Previous wins' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows 2 wins per group on mobile', async () => {
    viewport(true);
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(carousel);
    expect(await screen.findByText('1 of 10', { selector: 'span' })).toBeTruthy();
    expect(slides()).toHaveLength(2);
  });
});

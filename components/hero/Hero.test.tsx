// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedNode } from '../../engine/compose/index.ts';
import type { HeroProps, PageRecord } from '../../schemas/index.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import { Hero } from './Hero.tsx';

afterEach(cleanup);

const heroProps = (cta?: HeroProps['cta']): HeroProps => ({
  title: 'The Curtain Rises',
  image: 'assets/hero/lobby.svg',
  ...(cta ? { cta } : {}),
});
const node = (props: HeroProps, key = 'hero-welcome') =>
  ({ key, alias: 'hero', props, placement: 'page', inserted: false }) as ResolvedNode & { alias: 'hero' };
const lobby = (props: HeroProps): PageRecord => ({
  path: '/',
  kind: 'lobby',
  meta: { title: 'Lobby', description: 'Lobby' },
  components: [
    { alias: 'hero', key: 'hero-welcome', props },
    { alias: 'richText', props: { html: '<p>x</p>' } },
  ],
});

describe('the hero', () => {
  it.each([
    ['register', 'registration'],
    ['login', 'login'],
    ['deposit', 'banking'],
  ] as const)('a %s call to action opens the %s window', (action, modal) => {
    const props = heroProps({ text: 'Go', action });
    const { events } = renderWithBrand('hippodrome', <Hero props={props} node={node(props)} />);
    const opened = vi.fn();
    events.on('modal:open', opened);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(opened).toHaveBeenCalledWith({ name: modal });
  });

  it('a link call to action is a link', () => {
    const props = heroProps({ text: 'See the lobby', action: 'link', href: '/lobby' });
    renderWithBrand('hippodrome', <Hero props={props} node={node(props)} />);
    expect(screen.getByRole('link', { name: 'See the lobby' }).getAttribute('href')).toBe('/lobby');
  });

  it('is the page heading when it leads the page, and its art loads first', () => {
    const props = heroProps();
    const { container } = renderWithBrand('hippodrome', <Hero props={props} node={node(props)} />, { record: lobby(props) });
    expect(screen.getByRole('heading', { level: 1, name: 'The Curtain Rises' })).toBeTruthy();
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('loading')).not.toBe('lazy');
    expect(image?.getAttribute('width')).toBe('1200');
  });

  it('draws raster art through the image endpoint at the widths of the screen, and an SVG as it is', () => {
    const props = { ...heroProps(), image: 'assets/hero/lobby.jpg' };
    const { container } = renderWithBrand('hippodrome', <Hero props={props} node={node(props)} />, { record: lobby(props) });
    const image = container.querySelector('img')!;
    expect(image.getAttribute('sizes')).toBe('100vw');
    expect(image.getAttribute('srcset')?.split(', ')).toEqual(
      [640, 960, 1280, 1600].map((width) => `/api/images?src=%2Fassets%2Fhero%2Flobby.jpg&w=${width}&v=1 ${width}w`),
    );
    expect(image.getAttribute('src')).toBe('/api/images?src=%2Fassets%2Fhero%2Flobby.jpg&w=1600&v=1');
    cleanup();
    const svg = heroProps();
    const vector = renderWithBrand('hippodrome', <Hero props={svg} node={node(svg)} />).container.querySelector('img')!;
    expect([vector.getAttribute('src'), vector.getAttribute('srcset')]).toEqual([
      '/api/images?src=%2Fassets%2Fhero%2Flobby.svg&w=1600&v=1',
      null,
    ]);
  });

  it('is a section heading further down the page', () => {
    const props = heroProps();
    renderWithBrand('hippodrome', <Hero props={props} node={node(props, 'second-hero')} />, { record: lobby(props) });
    expect(screen.getByRole('heading', { level: 2, name: 'The Curtain Rises' })).toBeTruthy();
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../schemas/index.ts';
import { keyframes, renderWithStyles, styled, themeClassFor } from './stitches.ts';

const pulse = keyframes({ from: { opacity: 0.5 }, to: { opacity: 1 } });
const unused = keyframes({ from: { transform: 'scale(1)' }, to: { transform: 'scale(2)' } });
const Badge = styled('span', { color: '$primary', animation: `${pulse} 1s infinite` });
const Banner = styled('div', { backgroundColor: '$surface' });

const themeOf = (primary: string) =>
  ({
    palette: { primary, accent: '#ffffff' },
    fonts: {
      display: { family: 'Oswald', fallback: 'serif' },
      body: { family: 'Inter', fallback: 'sans-serif' },
      accent: { family: 'Inter', fallback: 'sans-serif' },
    },
    toastColours: { success: '#0f0', info: '#00f', error: '#f00', warning: '#ff0' },
  }) as unknown as Theme;

const page = (brand: string, primary: string, children: React.ReactNode) =>
  renderWithStyles(() => renderToString(<div className={themeClassFor(brand, themeOf(primary))}>{children}</div>));

describe('the CSS of a render', () => {
  it('is the same whatever was rendered before it, with only its own theme', () => {
    const first = page('alpha', '#111111', <Badge>new</Badge>);
    const other = page('beta', '#222222', <Banner>welcome</Banner>);
    const again = page('alpha', '#111111', <Badge>new</Badge>);
    expect(again).toEqual(first);
    expect(first.css).toContain('.brand-alpha{');
    expect(first.css).not.toContain('brand-beta');
    expect(other.css).not.toContain('brand-alpha');
    expect(other.css).not.toContain(String(Badge.className));
  });

  it('carries the keyframes its rules name, and no others', () => {
    const { css } = page('alpha', '#111111', <Badge>new</Badge>);
    expect(css).toContain(`@keyframes ${pulse.name}`);
    expect(css).not.toContain(unused.name);
    expect(page('beta', '#222222', <Banner>welcome</Banner>).css).not.toContain('@keyframes');
  });
});

describe('a styled component, made on first use', () => {
  const Card = styled('article', {
    padding: '$2',
    variants: { tone: { quiet: { opacity: 0.5 }, loud: { fontWeight: '$bold' } } },
  });
  // Extends Card and names it in a selector: both read the component before any render.
  const Teaser = styled(Card, { [`& + ${Card}`]: { marginTop: '$4' } });

  it('renders as Stitches would: its class, its variants, the rules it uses', () => {
    const { rendered, css } = page('alpha', '#111111', <Card tone="loud">news</Card>);
    expect(rendered).toContain(`class="${Card.className} ${Card.className}-`);
    expect(css).toContain(`.${Card.className}{padding:var(--space-2)}`);
    expect(css).toContain('font-weight:var(--fontWeights-bold)');
  });

  it('can be extended and named in another selector', () => {
    const { rendered, css } = page('alpha', '#111111', <Teaser tone="quiet">more</Teaser>);
    expect(rendered).toContain(Card.className);
    expect(rendered).toContain(Teaser.className);
    expect(css).toContain(`+ ${Card.selector}`);
    expect(css).toContain('opacity:0.5');
  });
});

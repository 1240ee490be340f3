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

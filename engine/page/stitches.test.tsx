import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { keyframes, renderWithStyles, styled } from './stitches.ts';

const pulse = keyframes({ from: { opacity: 0.5 }, to: { opacity: 1 } });
const unused = keyframes({ from: { transform: 'scale(1)' }, to: { transform: 'scale(2)' } });
const Badge = styled('span', { color: '$primary', animation: `${pulse} 1s infinite` });
const Banner = styled('div', { backgroundColor: '$surface' });

const page = (children: React.ReactNode) => renderWithStyles(() => renderToString(<div>{children}</div>));

describe('the CSS of a render', () => {
  it('is the same whatever was rendered before it, with only its own rules', () => {
    const first = page(<Badge>new</Badge>);
    const other = page(<Banner>welcome</Banner>);
    const again = page(<Badge>new</Badge>);
    expect(again).toEqual(first);
    expect(first.css).toContain('var(--colors-primary)');
    expect(other.css).not.toContain(String(Badge.className));
  });

  it('carries the keyframes its rules name, and no others', () => {
    const { css } = page(<Badge>new</Badge>);
    expect(css).toContain(`@keyframes ${pulse.name}`);
    expect(css).not.toContain(unused.name);
    expect(page(<Banner>welcome</Banner>).css).not.toContain('@keyframes');
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
    const { rendered, css } = page(<Card tone="loud">news</Card>);
    expect(rendered).toContain(`class="${Card.className} ${Card.className}-`);
    expect(css).toContain(`.${Card.className}{padding:var(--space-2)}`);
    expect(css).toContain('font-weight:var(--fontWeights-bold)');
  });

  it('can be extended and named in another selector', () => {
    const { rendered, css } = page(<Teaser tone="quiet">more</Teaser>);
    expect(rendered).toContain(Card.className);
    expect(rendered).toContain(Teaser.className);
    expect(css).toContain(`+ ${Card.selector}`);
    expect(css).toContain('opacity:0.5');
  });
});

import type { ReactNode } from 'react';
import { draftMarketsOf } from './draft-brands.ts';
import { brandOf } from './studio-files.ts';
import type { BrandRow, MarketCell } from '../common/studio-client.ts';

/** What the studio's main area shows. */
export type Screen =
  | { kind: 'home' }
  | { kind: 'pages'; brand: string }
  | { kind: 'file'; file: string }
  | { kind: 'new-brand' }
  | { kind: 'add-market'; brand: string };

/** The brand a screen is about, if any. */
export const brandOfScreen = (screen: Screen) =>
  screen.kind === 'pages' || screen.kind === 'add-market'
    ? screen.brand
    : screen.kind === 'file'
      ? brandOf(screen.file)
      : undefined;

/** A market's place in the list: its country code, or "World" for the rest of the world. */
const placeOf = (market: MarketCell) => (market.isRow ? 'World' : (market.country ?? '??'));

/** Markets by name, the rest of the world last. */
const byPlace = (a: MarketCell, b: MarketCell) =>
  Number(a.isRow ?? false) - Number(b.isRow ?? false) || (a.name ?? a.id).localeCompare(b.name ?? b.id);

/**
 * The studio's side navigation: every brand with its markets by name; under the brand in hand, its
 * pages, its settings and Add market.
 */
export function StudioNav({
  brands,
  drafts,
  screen,
  onScreen,
}: {
  brands: readonly BrandRow[];
  /** Unsaved drafts by file: a new market shows as new, a removed one (null) as removed. */
  drafts: Readonly<Record<string, unknown>>;
  screen: Screen;
  onScreen: (screen: Screen) => void;
}) {
  const inHand = brandOfScreen(screen);
  const isOpen = (file: string) => screen.kind === 'file' && screen.file === file;
  return (
    <nav className="side-nav" aria-label="brands">
      <ScreenButton className="nav-home" kind="home" screen={screen} onScreen={onScreen}>
        All brands
      </ScreenButton>
      <ul className="nav-brands">
        {brands.map((brand) => {
          const name = brand.displayName ?? brand.name;
          const markets = [...brand.markets, ...draftMarketsOf(brand, drafts)].sort(byPlace);
          return (
            <li key={brand.name} className={inHand === brand.name ? 'in-hand' : undefined}>
              <button
                type="button"
                className="nav-brand"
                aria-current={screen.kind === 'pages' && screen.brand === brand.name ? 'page' : undefined}
                onClick={() => onScreen({ kind: 'pages', brand: brand.name })}
              >
                {name}
                {brand.problems.length > 0 && <span className="warning"> · {brand.problems.length} problems</span>}
              </button>
              {inHand === brand.name && (
                <ul className="nav-brand-screens" aria-label={`${name} settings`}>
                  <li>
                    <button
                      type="button"
                      aria-current={isOpen(brand.file) ? 'page' : undefined}
                      onClick={() => onScreen({ kind: 'file', file: brand.file })}
                    >
                      Brand settings
                    </button>
                  </li>
                  <li>
                    <button
                      type="button"
                      aria-current={screen.kind === 'add-market' ? 'page' : undefined}
                      onClick={() => onScreen({ kind: 'add-market', brand: brand.name })}
                    >
                      Add market
                    </button>
                  </li>
                </ul>
              )}
              <ul className="nav-markets" aria-label={`markets of ${name}`}>
                {markets.map((market) => {
                  const state =
                    drafts[market.file] === null ? 'removed when saved' : brand.markets.includes(market) ? '' : 'new, unsaved';
                  return (
                    <li key={market.id}>
                      <button
                        type="button"
                        aria-current={isOpen(market.file) ? 'page' : undefined}
                        className={state ? 'draft' : undefined}
                        onClick={() => onScreen({ kind: 'file', file: market.file })}
                      >
                        <span className="place">{placeOf(market)}</span> {market.name ?? market.id}
                        {state && <small> · {state}</small>}
                        {market.problems.length > 0 && <small className="warning"> · {market.problems.length} problems</small>}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
      <ScreenButton className="nav-new" kind="new-brand" screen={screen} onScreen={onScreen}>
        New brand
      </ScreenButton>
    </nav>
  );
}

/** A navigation button to a screen of its own (the home, a new brand), marked current while it is open. */
function ScreenButton({
  className,
  kind,
  screen,
  onScreen,
  children,
}: {
  className: string;
  kind: 'home' | 'new-brand';
  screen: Screen;
  onScreen: (screen: Screen) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-current={screen.kind === kind ? 'page' : undefined}
      onClick={() => onScreen({ kind })}
    >
      {children}
    </button>
  );
}

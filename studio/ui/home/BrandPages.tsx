import { useMemo, useState } from 'react';
import { groupPages, searchPages, type PageEntry } from './page-groups.ts';
import type { BrandRow } from '../common/studio-client.ts';

/** One page of the site and its market variants: each variant opens its record in the editor. */
function PageLine({ entry, onOpen }: { entry: PageEntry; onOpen: (file: string) => void }) {
  return (
    <li className="page-line">
      <span className="page-title">{entry.title}</span>
      <code className="page-path">{entry.path}</code>
      <ul className="variants" aria-label={`${entry.title}: its versions by market`}>
        {entry.variants.map((variant) => (
          <li key={variant.file}>
            {/* The full name ("Lobby · Great Britain") is the button's name; the market is what it shows. */}
            <button type="button" className="chip" aria-label={variant.name} onClick={() => onOpen(variant.file)}>
              {variant.label}
              {variant.problems > 0 && <span className="warning"> · {variant.problems} problems</span>}
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A brand's pages, grouped by what they are (Lobby, Game page, …), each with its markets; a search box over them. */
export function BrandPages({ brand, onOpen }: { brand: BrandRow; onOpen: (file: string) => void }) {
  const name = brand.displayName ?? brand.name;
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupPages(brand.pages, brand.markets), [brand]);
  const found = groups
    .map((group) => ({ ...group, entries: searchPages(group.entries, query) }))
    .filter((group) => group.entries.length);
  return (
    <section className="screen" aria-labelledby="pages-title">
      <header className="screen-header">
        <h2 id="pages-title">Pages of {name}</h2>
        <PageSearch label={`Search the pages of ${name}`} query={query} onQuery={setQuery} />
      </header>
      <nav aria-label={`pages of ${brand.name}`}>
        {!found.length && (
          <p>
            No page of {name} matches “{query}”.
          </p>
        )}
        {found.map((group) => (
          <section key={group.title} className="page-group" aria-labelledby={`group-${group.title}`}>
            <h3 id={`group-${group.title}`}>{group.title}</h3>
            <ul>
              {group.entries.map((entry) => (
                <PageLine key={entry.path} entry={entry} onOpen={onOpen} />
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </section>
  );
}

/** The studio's home: every brand with what it holds, and one search over all their pages. */
export function StudioHome({
  brands,
  onBrand,
  onOpen,
}: {
  brands: readonly BrandRow[];
  onBrand: (brand: string) => void;
  onOpen: (file: string) => void;
}) {
  const [query, setQuery] = useState('');
  const results = useMemo(
    () =>
      query.trim()
        ? brands.flatMap((brand) =>
            searchPages(
              groupPages(brand.pages, brand.markets).flatMap((group) => group.entries),
              query,
            ).map((entry) => ({ brand, entry })),
          )
        : [],
    [brands, query],
  );
  return (
    <section className="screen" aria-labelledby="home-title">
      <header className="screen-header">
        <h2 id="home-title">Brands</h2>
        <PageSearch label="Search every brand's pages" query={query} onQuery={setQuery} />
      </header>
      {query.trim() ? (
        <nav aria-label="pages found">
          {!results.length && <p>No page matches “{query}”.</p>}
          <ul>
            {results.map(({ brand, entry }) => (
              <li key={`${brand.name} ${entry.path}`} className="found">
                <span className="brand-name">{brand.displayName ?? brand.name}</span>
                <ul>
                  <PageLine entry={entry} onOpen={onOpen} />
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <ul className="brand-cards">
          {brands.map((brand) => (
            <li key={brand.name}>
              <button type="button" className="brand-card" onClick={() => onBrand(brand.name)}>
                <strong>{brand.displayName ?? brand.name}</strong>
                <span>
                  {brand.markets.length} markets · {brand.pages.length} pages
                </span>
                <span className="markets-line">{brand.markets.map((market) => market.name ?? market.id).join(', ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The search box over pages, on the home and a brand's pages. */
function PageSearch({ label, query, onQuery }: { label: string; query: string; onQuery: (query: string) => void }) {
  return (
    <input
      type="search"
      className="search"
      aria-label={label}
      placeholder="Search pages"
      value={query}
      onChange={(event) => onQuery(event.target.value)}
    />
  );
}

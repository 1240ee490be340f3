import type { BrandRow, MarketCell, Problem } from './studio-client.ts';

function Problems({ problems }: { problems: Problem[] }) {
  if (!problems.length) return null;
  return (
    <ul className="problems" aria-label="problems">
      {problems.map((problem) => (
        <li key={`${problem.file} ${problem.pointer} ${problem.rule}`}>
          <code>{problem.file}</code> <code>{problem.pointer || '/'}</code>: {problem.rule}
        </li>
      ))}
    </ul>
  );
}

/** Every brand with its markets; each cell opens its file and shows what `cli validate` says of it. */
export function MarketMatrix({
  brands,
  drafts,
  selected,
  onOpen,
  onAddMarket,
}: {
  brands: BrandRow[];
  /** Unsaved drafts by file: a new market shows as new, a removed one (null) as removed. */
  drafts: Record<string, unknown>;
  selected: string | undefined;
  onOpen: (file: string) => void;
  onAddMarket: (brand: string) => void;
}) {
  return (
    <table className="matrix" aria-label="brands and markets">
      <tbody>
        {brands.map((brand) => (
          <tr key={brand.name}>
            <th scope="row">
              <button type="button" className={selected === brand.file ? 'open' : ''} onClick={() => onOpen(brand.file)}>
                {brand.displayName ?? brand.name}
              </button>
              <small>node {brand.productNodeId ?? '?'}</small>
              <Problems problems={brand.problems} />
              <button type="button" className="add" onClick={() => onAddMarket(brand.name)}>
                Add market
              </button>
            </th>
            {[...brand.markets, ...draftMarketsOf(brand, drafts)].map((market) => (
              <td
                key={market.id}
                className={[
                  market.problems.length ? 'invalid' : '',
                  drafts[market.file] === null ? 'removed' : '',
                  brand.markets.includes(market) ? '' : 'new',
                ].join(' ')}
              >
                <button
                  type="button"
                  className={selected === market.file ? 'open' : ''}
                  aria-label={`${brand.name} ${market.name ?? market.id}`}
                  onClick={() => onOpen(market.file)}
                >
                  <strong>{market.isRow ? 'Rest of world' : (market.country ?? '??')}</strong> {market.locale} {market.currency}
                </button>
                <small>
                  {market.name} · node {market.nodeId}
                  {drafts[market.file] === null
                    ? ' · removed when saved'
                    : brand.markets.includes(market)
                      ? ''
                      : ' · new, unsaved'}
                </small>
                <Problems problems={market.problems} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Markets that exist only as drafts (added, not saved yet), as cells. */
function draftMarketsOf(brand: BrandRow, drafts: Record<string, unknown>): MarketCell[] {
  const folder = `brands/${brand.name}/markets/`;
  return Object.entries(drafts)
    .filter(([file, value]) => file.startsWith(folder) && value && !brand.markets.some((market) => market.file === file))
    .map(([file, value]) => {
      const market = value as {
        name?: string;
        countryIso2Code?: string | null;
        locale?: string;
        currencyIsoCode?: string;
        marketNodeId?: number;
        isRow?: boolean;
      };
      return {
        id: file.slice(folder.length).replace(/\.json$/, ''),
        file,
        name: market.name,
        country: market.countryIso2Code,
        locale: market.locale,
        currency: market.currencyIsoCode,
        nodeId: market.marketNodeId,
        isRow: market.isRow,
        problems: [],
      };
    });
}

export { Problems };

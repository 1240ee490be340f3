import type { BrandRow, Problem } from './studio-client.ts';

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
  selected,
  onOpen,
  onAddMarket,
}: {
  brands: BrandRow[];
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
            {brand.markets.map((market) => (
              <td key={market.id} className={market.problems.length ? 'invalid' : ''}>
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

export { Problems };

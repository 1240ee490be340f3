import { useEffect, useState } from 'react';
import { Problems } from './MarketMatrix.tsx';
import { studioClient, type Draft, type Explanation } from './studio-client.ts';

export interface Visitor {
  country: string;
  loggedIn: boolean;
  mobile: boolean;
}

/** What `cli explain` says of the draft page for one visitor; the last explanation stays while a draft does not load. */
export function useExplanation(brand: string, path: string | undefined, visitor: Visitor, drafts: Draft[]) {
  const [explanation, setExplanation] = useState<Explanation>();
  const [error, setError] = useState<string>();
  const request = JSON.stringify({ brand, path, ...visitor, files: drafts });
  useEffect(() => {
    if (path === undefined) return;
    let current = true;
    studioClient
      .explain(JSON.parse(request))
      .then((answer) => {
        if (!current) return;
        setExplanation(answer);
        setError(undefined);
      })
      // A draft that does not load keeps the last explanation; the problem is shown above it.
      .catch((refusal: Error & { problems?: [] }) => current && setError(refusal.message));
    return () => {
      current = false;
    };
  }, [request]);
  return { explanation, error };
}

/** Every record of the page for one visitor, with whether it shows and why. */
export function ExplainPanel({ explanation, error }: { explanation?: Explanation; error?: string }) {
  return (
    <section className="panel" aria-label="explain">
      <h2>Explain</h2>
      {error && <p role="alert">{error}</p>}
      {explanation && (
        <>
          <p>
            market <strong>{explanation.market.marketId ?? '(none)'}</strong>, locale {explanation.market.locale}, currency{' '}
            {explanation.market.currencyIsoCode}; page {explanation.page ? <code>{explanation.page.file}</code> : 'none (404)'}
          </p>
          <Problems problems={explanation.problems} />
          <ul className="decisions">
            {explanation.decisions.map((decision) => (
              <li key={decision.key} className={decision.included ? 'in' : 'out'} aria-label={`explain ${decision.key}`}>
                <strong>{decision.included ? 'in' : 'out'}</strong> {decision.alias} <small>({decision.placement})</small>:{' '}
                {decision.why}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

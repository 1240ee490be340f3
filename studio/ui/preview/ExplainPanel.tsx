import { useEffect, useState } from 'react';
import type { PageRecord } from '../../../schemas/index.ts';
import { decisionWords } from './explain-words.ts';
import { decisionKeyOf } from '../page-editor/page-data.ts';
import { Problems } from '../common/Problems.tsx';
import { studioClient, type Draft, type Explanation } from '../common/studio-client.ts';

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

/** Every component of the page for one visitor, in people's words: whether it shows and why; the code's names in a details row. */
export function ExplainPanel({ explanation, error, page }: { explanation?: Explanation; error?: string; page?: PageRecord }) {
  // Who each of the page's records is for, by the key the engine gives it.
  const visibilityOf = Object.fromEntries(
    (page?.components ?? []).map((record, index) => [decisionKeyOf(record, index), record.visibility]),
  );
  return (
    <section className="panel explain" aria-label="explain">
      <h2>Explain</h2>
      {error && <p role="alert">{error}</p>}
      {explanation && (
        <>
          <p>
            Market{' '}
            <strong>{explanation.market.marketId === null ? 'none' : (explanation.market.marketId ?? '').toUpperCase()}</strong>,
            language {explanation.market.locale}, prices in {explanation.market.currencyIsoCode}
            {explanation.page ? '' : '; no page at this address (the visitor gets the 404 page)'}.
          </p>
          <Problems problems={explanation.problems} />
          <ul className="decisions">
            {explanation.decisions.map((decision) => {
              const words = decisionWords(
                decision,
                explanation.pageKind,
                decision.placement === 'page' ? visibilityOf[decision.key] : undefined,
              );
              return (
                <li key={decision.key} className={decision.included ? 'in' : 'out'} aria-label={`explain ${decision.key}`}>
                  <strong>{words.name}</strong>: {words.rule}.{' '}
                  <span className="meta">
                    {words.seen}; {words.where.toLowerCase()}.
                  </span>
                  <details>
                    <summary>For developers</summary>
                    <code>
                      {decision.included ? 'in' : 'out'} {decision.alias} ({decision.placement}), key {decision.key}:{' '}
                      {decision.why}
                    </code>
                  </details>
                </li>
              );
            })}
          </ul>
          {explanation.page && (
            <details>
              <summary>For developers: the page record</summary>
              <code>{explanation.page.file}</code>
            </details>
          )}
        </>
      )}
    </section>
  );
}

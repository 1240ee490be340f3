import { useEffect, useState } from 'react';
import { explainRules } from '../../../engine/rules/index.ts';
import { studioClient, type Rulebooks } from '../common/studio-client.ts';

/** The fields of a market the rules are read from: the book it names and its time zone. */
interface MarketFields {
  rulebook?: unknown;
  timeZone?: unknown;
}

/**
 * The rules of the regulator's book a market names, each with its source, whether it applies today
 * and what it asks: what the site enforces for the market's players. The same words as `cli explain`.
 */
export function MarketRules({ market }: { market: unknown }) {
  const [books, setBooks] = useState<Rulebooks>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    let current = true;
    studioClient.rulebooks().then(
      (answer) => current && setBooks(answer),
      (error: unknown) => current && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, []);
  const { rulebook, timeZone } = (market ?? {}) as MarketFields;
  if (failed) return <p role="alert">The rulebooks could not be read: {failed}</p>;
  if (!books) return <p role="status">Reading the rulebooks…</p>;
  const names = books.map((book) => `${book.id} (${book.name})`).join(', ');
  if (typeof rulebook !== 'string' || rulebook === '')
    return (
      <p className="market-rules">
        This market names no rulebook: no regulator&apos;s rules are enforced for its players. The books are {names || 'none'}.
      </p>
    );
  const book = books.find((candidate) => candidate.id === rulebook);
  if (!book)
    return (
      <p className="market-rules">
        There is no rulebook “{rulebook}”: the books are {names || 'none'}.
      </p>
    );
  const rules = explainRules(book, Date.now(), typeof timeZone === 'string' ? timeZone : 'UTC');
  return (
    <section className="market-rules" aria-labelledby="market-rules-title">
      <h4 id="market-rules-title">
        Rules of {book.name}: {rules.filter((rule) => rule.inForce).length} of {rules.length} in force
      </h4>
      <table>
        <thead>
          <tr>
            <th scope="col">Rule</th>
            <th scope="col">Source</th>
            <th scope="col">In force</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.kind} data-in-force={rule.inForce}>
              <td>
                {rule.summary}
                {rule.requires ? ` (${rule.requires})` : null}
              </td>
              <td>{rule.source}</td>
              <td>{rule.when}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

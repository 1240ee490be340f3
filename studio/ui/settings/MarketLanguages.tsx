import { useEffect, useState, type ReactNode } from 'react';
import { brandOf } from '../shell/studio-files.ts';
import { studioClient, type LocaleLanguage, type MarketLanguages as Languages } from '../common/studio-client.ts';

/** A locale's or a language's name in English (fr-CA: Canadian French, fr: French), the code itself where Intl knows none. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The locales the market offers as edited, the first its default; a market without `locales` offers its `locale`. */
function localesOfMarket(market: unknown): string[] {
  const { locale, locales } = (market ?? {}) as { locale?: unknown; locales?: unknown };
  if (Array.isArray(locales)) return locales.filter((each): each is string => typeof each === 'string' && each !== '');
  return typeof locale === 'string' && locale !== '' ? [locale] : [];
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a locale still lacks, opened on demand: a summary line over a table of two columns. */
function Gaps({
  summary,
  headings,
  rows,
}: {
  summary: string;
  headings: [string, string];
  rows: [key: string, first: ReactNode, second: ReactNode][];
}) {
  return (
    <details>
      <summary>{summary}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{headings[0]}</th>
            <th scope="col">{headings[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, first, second]) => (
            <tr key={key}>
              <td>{first}</td>
              <td>{second}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function MissingStrings({ language }: { language: LocaleLanguage }) {
  const name = languageName(language.language);
  if (!language.missingStrings.length) return <p>Every player-facing string is in {name}.</p>;
  return (
    <Gaps
      summary={`${counted(language.missingStrings.length, 'player-facing string is', 'player-facing strings are')} not yet in ${name}`}
      headings={['Area', 'Key']}
      rows={language.missingStrings.map(({ area, key }) => [`${area} ${key}`, area, <code key="key">{key}</code>])}
    />
  );
}

function MissingPages({ language }: { language: LocaleLanguage }) {
  if (!language.missingPages.length) return <p>Every page record this market reads has a {language.locale} record.</p>;
  return (
    <Gaps
      summary={`${counted(language.missingPages.length, 'page record has', 'page records have')} no ${language.locale} record`}
      headings={['Path', 'Title']}
      rows={language.missingPages.map(({ file, path, title }) => [file, <code key="path">{path}</code>, title ?? '(no title)'])}
    />
  );
}

function LocaleSection({ language }: { language: LocaleLanguage }) {
  const id = `market-language-${language.locale}`;
  return (
    <section className="market-language" aria-labelledby={id}>
      <h4 id={id}>
        {languageName(language.locale)} ({language.locale}){language.isDefault ? ', the default' : ''}
      </h4>
      {language.isDefault && <p>Page records without locales are in it, and every other locale reads them where it has none.</p>}
      {language.refusal ? (
        <p role="alert" className="error">
          {language.refusal}
        </p>
      ) : (
        !language.isSource && <MissingStrings language={language} />
      )}
      {!language.isDefault && <MissingPages language={language} />}
    </section>
  );
}

/**
 * The languages a market offers, as its form has them: for each locale its name and whether it is the
 * default, and what its visitors would read untranslated: the player-facing strings its language
 * lacks in messages/ and the page records with no record for it.
 */
export function MarketLanguages({ file, market }: { file: string; market: unknown }) {
  const brand = brandOf(file);
  const marketId = file.replace(/^.*\/markets\//, '').replace(/\.json$/, '');
  const locales = localesOfMarket(market);
  const asked = locales.join(',');
  const [answer, setAnswer] = useState<{ asked: string; languages?: Languages; failed?: string }>();
  useEffect(() => {
    if (!asked) return;
    let current = true;
    studioClient.languages(brand, marketId, asked.split(',')).then(
      (languages) => current && setAnswer({ asked, languages }),
      (error: unknown) => current && setAnswer({ asked, failed: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [brand, marketId, asked]);
  if (!asked) return <p className="market-languages">This market offers no locale yet: give it one above.</p>;
  if (answer?.asked !== asked) return <p role="status">Reading the market&apos;s languages…</p>;
  if (answer.failed) return <p role="alert">The languages could not be read: {answer.failed}</p>;
  return (
    <div className="market-languages">
      {answer.languages?.locales.map((language) => (
        <LocaleSection key={language.locale} language={language} />
      ))}
    </div>
  );
}

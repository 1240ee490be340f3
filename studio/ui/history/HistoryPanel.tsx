import { useEffect, useState } from 'react';
import { BeforeAfter } from './BeforeAfter.tsx';
import { studioClient, type HistoryEntry } from '../common/studio-client.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "28 Nov 2026, 14:05" in the manager's own time zone. */
export const whenOf = (date: string) => WHEN.format(new Date(date));

type HistoryState =
  | { state: 'loading' }
  | { state: 'off'; reason: string }
  | { state: 'ready'; versions: HistoryEntry[] }
  | { state: 'failed'; message: string };

/**
 * The saved versions of one file, newest first: who, when, the message and what changed in words;
 * Restore makes a draft of a version, to review and save like any other change.
 */
export function HistoryPanel({
  file,
  name,
  savedAt,
  onRestore,
}: {
  file: string;
  /** The file's name for people ("Lobby · Great Britain"). */
  name: string;
  /** Changes whenever a save lands, so the list is read again. */
  savedAt: number;
  onRestore: (value: unknown, version: HistoryEntry) => void;
}) {
  const [history, setHistory] = useState<HistoryState>({ state: 'loading' });
  // The versions whose pictures are open: each draws two pages, so none is drawn before it is asked for.
  const [pictured, setPictured] = useState<ReadonlySet<string>>(new Set());
  const togglePictures = (commit: string) =>
    setPictured((open) => {
      const next = new Set(open);
      if (!next.delete(commit)) next.add(commit);
      return next;
    });
  useEffect(() => {
    let live = true;
    studioClient.history(file).then(
      (answer) =>
        live &&
        setHistory(answer.available ? { state: 'ready', versions: answer.versions } : { state: 'off', reason: answer.reason }),
      (error: Error) => live && setHistory({ state: 'failed', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [file, savedAt]);

  async function restore(version: HistoryEntry) {
    const { value } = await studioClient.version(file, version.commit);
    onRestore(value, version);
  }

  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">History of {name}</h2>
      {history.state === 'loading' && <p>Reading the versions…</p>}
      {history.state === 'failed' && <p role="alert">{history.message}</p>}
      {history.state === 'off' && (
        <p className="note">
          No history: {history.reason}. Put the brands folder under git (<code>git init</code>) to keep a version of every save.
        </p>
      )}
      {history.state === 'ready' && !history.versions.length && <p>No saved version of this file yet.</p>}
      {history.state === 'ready' && (
        <ol className="versions">
          {history.versions.map((version, index) => (
            <li key={version.commit} aria-label={`version of ${whenOf(version.date)} by ${version.author}`}>
              <header>
                <strong>{version.message.split('\n')[0]}</strong>
                <span className="meta">
                  {version.author} · <time dateTime={version.date}>{whenOf(version.date)}</time>
                  {index === 0 ? ' · current' : ''}
                </span>
              </header>
              {version.changes.length > 0 && (
                <ul className="changes">
                  {version.changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              )}
              <div className="version-actions">
                <button type="button" aria-expanded={pictured.has(version.commit)} onClick={() => togglePictures(version.commit)}>
                  {pictured.has(version.commit) ? 'Hide before and after' : 'Show before and after'}
                </button>
                {index > 0 && (
                  <button type="button" onClick={() => void restore(version)}>
                    Restore this version
                  </button>
                )}
              </div>
              {pictured.has(version.commit) && (
                <BeforeAfter file={file} name={name} version={version} when={whenOf(version.date)} />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

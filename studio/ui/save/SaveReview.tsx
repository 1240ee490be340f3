import { useState } from 'react';
import { diffHunks, lineDiff } from './line-diff.ts';
import type { FileDiff, VersionsState } from '../common/studio-client.ts';

const MARK = { same: ' ', added: '+', removed: '−' } as const;

/**
 * What Save will write, file by file, before it writes: new, changed and removed lines; the version's
 * message (suggested from the changes), and the manager's name the first time.
 */
export function SaveReview({
  files,
  suggestion,
  managerName,
  versions,
  onSave,
  onBack,
}: {
  files: FileDiff[];
  /** The message suggested from the changes. */
  suggestion: string;
  /** Who saves; undefined: asked here, once. */
  managerName: string | undefined;
  versions: VersionsState;
  onSave: (message: string, managerName: string | undefined) => void;
  onBack: () => void;
}) {
  const [message, setMessage] = useState(suggestion);
  const [name, setName] = useState('');
  const asking = versions.available && !managerName;
  const ready = !versions.available || (message.trim() !== '' && (!asking || name.trim() !== ''));
  return (
    <section className="panel save-review" role="dialog" aria-modal="false" aria-labelledby="save-review-title">
      <h2 id="save-review-title">
        Save {files.length} file{files.length === 1 ? '' : 's'}?
      </h2>
      {versions.available ? (
        <div className="save-version">
          {asking && (
            <label>
              Your name <small>(asked once; every save you make carries it)</small>
              <input value={name} autoComplete="name" required autoFocus onChange={(event) => setName(event.target.value)} />
            </label>
          )}
          <label>
            What changed <small>(the version&apos;s message in History)</small>
            <textarea
              value={message}
              rows={2}
              required
              autoFocus={!asking}
              onChange={(event) => setMessage(event.target.value)}
            />
          </label>
          {managerName && <p className="meta">Saved as {managerName}.</p>}
        </div>
      ) : (
        <p className="note">This save keeps no version: {versions.reason}.</p>
      )}
      {files.map((file) => {
        const hunks = diffHunks(lineDiff(file.before, file.after));
        const what = file.before === null ? 'new file' : file.after === null ? 'removed' : hunks.length ? 'changed' : 'unchanged';
        return (
          <article key={file.path} aria-label={`changes to ${file.path}`}>
            <h3>
              <code>{file.path}</code> <span className={`tag ${what.replace(' ', '-')}`}>{what}</span>
            </h3>
            {file.image ? (
              <p className="image-diff">
                <img src={file.image} alt={`the image ${file.path}`} /> {file.after}
              </p>
            ) : null}
            {!file.image &&
              hunks.map((hunk, index) => (
                <pre key={index} className="diff" tabIndex={0}>
                  {hunk.skipped > 0 && <span className="skipped">… {hunk.skipped} unchanged lines …</span>}
                  {hunk.lines.map((line, at) => (
                    <span key={at} className={line.kind}>
                      {MARK[line.kind]} {line.text}
                    </span>
                  ))}
                </pre>
              ))}
          </article>
        );
      })}
      <div className="actions">
        <button
          type="button"
          className="primary"
          disabled={!ready}
          onClick={() => onSave(message.trim(), asking ? name.trim() : undefined)}
        >
          Save {files.length} file{files.length === 1 ? '' : 's'}
        </button>
        <button type="button" onClick={onBack}>
          Back to editing
        </button>
      </div>
    </section>
  );
}

import { diffHunks, lineDiff } from './line-diff.ts';
import type { FileDiff } from './studio-client.ts';

const MARK = { same: ' ', added: '+', removed: '−' } as const;

/** What Save will write, file by file, before it writes: new, changed and removed lines. */
export function SaveReview({ files, onSave, onBack }: { files: FileDiff[]; onSave: () => void; onBack: () => void }) {
  return (
    <section className="panel save-review" role="dialog" aria-modal="false" aria-labelledby="save-review-title">
      <h2 id="save-review-title">
        Save {files.length} file{files.length === 1 ? '' : 's'}?
      </h2>
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
        <button type="button" className="primary" onClick={onSave} autoFocus>
          Save {files.length} file{files.length === 1 ? '' : 's'}
        </button>
        <button type="button" onClick={onBack}>
          Back to editing
        </button>
      </div>
    </section>
  );
}

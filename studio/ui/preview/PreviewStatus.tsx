import type { LivePreview } from './use-live-preview.ts';

/** Whether the preview shows the drafts, in words, and the problems of a draft it refused. */
export function PreviewStatus({ preview, state, problems }: Pick<LivePreview, 'preview' | 'state' | 'problems'>) {
  return (
    <>
      <output aria-label="preview status" className={preview.state === 'failed' ? 'failed' : undefined}>
        {preview.state === 'starting'
          ? 'The preview is starting (the site and its platform take up to a minute)…'
          : preview.state === 'failed'
            ? `The preview cannot start: ${preview.message}`
            : state === 'updating'
              ? 'Updating the preview…'
              : state === 'kept'
                ? `The draft has ${problems.length} problem${problems.length === 1 ? '' : 's'}: the preview shows the last good draft`
                : 'The preview shows the draft'}
      </output>
      {state === 'kept' && (
        <ul className="preview-problems">
          {problems.map((problem) => (
            <li key={`${problem.file}${problem.pointer}${problem.rule}`}>
              <code>{problem.pointer || '/'}</code> {problem.rule}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

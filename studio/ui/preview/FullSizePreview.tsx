import { useState } from 'react';
import type { Visitor } from './ExplainPanel.tsx';
import { PreviewStatus } from './PreviewStatus.tsx';
import type { LivePreview } from './use-live-preview.ts';

/**
 * Beside a page's canvas: the page as the real site serves it from the unsaved drafts (header,
 * footer, the games, logged in), full size in a new tab, for the visitor chosen beside it.
 * Reloading that tab shows the newest draft.
 */
export function FullSizePreview({
  live,
  brand,
  path,
  visitor,
}: {
  live: LivePreview;
  brand: string;
  path: string;
  visitor: Visitor;
}) {
  const [wrappedApp, setWrappedApp] = useState(false);
  if (live.preview.state === 'off') return null;
  const entry = live.entry({ brand, path, visitor, wrappedApp, device: visitor.mobile ? 'mobile' : 'desktop' });
  return (
    <section className="panel preview" aria-label="full-size preview">
      <h2>The whole site</h2>
      <p>The page in the real site, with its header and footer, as the visitor beside it sees it.</p>
      <label>
        <input type="checkbox" checked={wrappedApp} onChange={(event) => setWrappedApp(event.target.checked)} /> In the Android
        app
      </label>
      <PreviewStatus {...live} />
      {entry && (
        <a href={entry} target="_blank" rel="noreferrer">
          Open full size in a new tab
        </a>
      )}
    </section>
  );
}

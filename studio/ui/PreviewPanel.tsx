import { useEffect, useState } from 'react';
import type { Visitor } from './ExplainPanel.tsx';
import { studioClient, type BrandRow, type Draft, type PreviewState, type Problem } from './studio-client.ts';

/** The screens a brand manager checks a page on. */
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1280, height: 800 },
} as const;
type Viewport = keyof typeof VIEWPORTS;
/** How wide the frame may be drawn beside the editor; a wider screen is shown scaled down. */
const FRAME_WIDTH = 560;
/** The draft settles a moment before the preview is asked to show it. */
const SETTLE_MS = 300;
/** A country a rest-of-world market stands for: one no market of the brands names. */
const REST_OF_WORLD_COUNTRY = 'DE';
/** How often the panel asks whether a starting preview is ready. */
const STARTING_POLL_MS = 1_000;

/**
 * The page as the real site renders it from the unsaved drafts, in a frame, for a brand, market,
 * country, logged in or out, web or wrapped app, and a phone, tablet or desktop screen. A draft that
 * brings problems leaves the last good preview in place.
 */
export function PreviewPanel({
  brands,
  brand: editedBrand,
  path: editedPath,
  drafts,
  visitor,
  onVisitor,
}: {
  brands: BrandRow[];
  /** The brand of the file being edited: the preview starts there, and shows its page. */
  brand: string;
  path: string;
  drafts: Draft[];
  visitor: Visitor;
  onVisitor(visitor: Visitor): void;
}) {
  const [preview, setPreview] = useState<PreviewState>({ state: 'starting' });
  const port = preview.state === 'ready' ? preview.port : undefined;
  const [revision, setRevision] = useState(0);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [state, setState] = useState<'showing' | 'updating' | 'kept'>('showing');
  const [wrappedApp, setWrappedApp] = useState(false);
  const [viewport, setViewport] = useState<Viewport>(visitor.mobile ? 'phone' : 'desktop');
  const [chosenBrand, setChosenBrand] = useState<string>();
  // Another brand than the edited file's shows its lobby, with the drafts (a shared change shows there too).
  const brand = chosenBrand ?? editedBrand;
  const path = brand === editedBrand ? editedPath : '/';
  const markets = brands.find((row) => row.name === brand)?.markets ?? [];
  useEffect(() => setChosenBrand(undefined), [editedBrand]);

  useEffect(() => {
    if (preview.state !== 'starting') return;
    const timer = setTimeout(
      () =>
        void studioClient
          .previewState()
          .then(setPreview, (error: unknown) =>
            setPreview({ state: 'failed', message: `the studio does not answer (${String(error)})` }),
          ),
      STARTING_POLL_MS,
    );
    return () => clearTimeout(timer);
  }, [preview]);

  useEffect(() => {
    if (!port) return;
    let live = true;
    setState('updating');
    const timer = setTimeout(() => {
      studioClient.preview(drafts).then(
        (answer) => {
          if (!live) return;
          setProblems(answer.problems);
          setState(answer.applied ? 'showing' : 'kept');
          if (answer.applied) setRevision((current) => current + 1);
        },
        () => live && setState('kept'),
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [port, drafts, brands]);

  if (preview.state === 'off') return null;
  const size = VIEWPORTS[viewport];
  const scale = Math.min(1, FRAME_WIDTH / size.width);
  const query = new URLSearchParams({
    brand,
    path: /\{id\}/.test(path) ? '/' : path,
    country: visitor.country,
    login: visitor.loggedIn ? '1' : '0',
    app: wrappedApp ? '1' : '0',
    device: viewport === 'desktop' ? 'desktop' : 'mobile',
    revision: String(revision),
  });
  const market = markets.find((candidate) => (candidate.country ?? REST_OF_WORLD_COUNTRY) === visitor.country);
  const entry = port ? `http://${window.location.hostname}:${port}/__studio/enter?${query}` : undefined;

  return (
    <section className="panel preview" aria-label="preview">
      <header className="screen-header">
        <h2>Preview</h2>
        {entry && (
          <a href={entry} target="_blank" rel="noreferrer">
            Open full size in a new tab
          </a>
        )}
      </header>
      <div className="switches">
        <label>
          Brand{' '}
          <select aria-label="preview brand" value={brand} onChange={(event) => setChosenBrand(event.target.value)}>
            {brands.map((row) => (
              <option key={row.name} value={row.name}>
                {row.displayName ?? row.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Market{' '}
          <select
            aria-label="preview market"
            value={market?.id ?? ''}
            onChange={(event) => {
              const chosen = markets.find((candidate) => candidate.id === event.target.value);
              if (chosen) onVisitor({ ...visitor, country: chosen.country ?? REST_OF_WORLD_COUNTRY });
            }}
          >
            {!market && <option value="">(by country)</option>}
            {markets.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name ?? candidate.id}
              </option>
            ))}
          </select>
        </label>
        <label>
          Country{' '}
          <input
            aria-label="preview country"
            value={visitor.country}
            size={3}
            onChange={(event) => onVisitor({ ...visitor, country: event.target.value.toUpperCase() })}
          />
        </label>
        <label>
          <input
            type="checkbox"
            aria-label="preview logged in"
            checked={visitor.loggedIn}
            onChange={(event) => onVisitor({ ...visitor, loggedIn: event.target.checked })}
          />{' '}
          Logged in
        </label>
        <label>
          <input type="checkbox" checked={wrappedApp} onChange={(event) => setWrappedApp(event.target.checked)} /> Android app
        </label>
        <label>
          Screen{' '}
          <select
            aria-label="preview screen"
            value={viewport}
            onChange={(event) => {
              const chosen = event.target.value as Viewport;
              setViewport(chosen);
              onVisitor({ ...visitor, mobile: chosen !== 'desktop' });
            }}
          >
            <option value="phone">Phone 390 × 844</option>
            <option value="tablet">Tablet 820 × 1180</option>
            <option value="desktop">Desktop 1280 × 800</option>
          </select>
        </label>
      </div>
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
      <div className="frame" style={{ width: size.width * scale, height: size.height * scale }}>
        {entry && (
          <iframe
            title={`preview of ${brand} ${path}`}
            src={entry}
            width={size.width}
            height={size.height}
            style={{ transform: `scale(${scale})`, transformOrigin: '0 0' }}
          />
        )}
      </div>
    </section>
  );
}

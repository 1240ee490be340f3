import { createUsePuck, Puck, useGetPuck, type Data, type Overrides, type PuckComponent, type Viewports } from '@puckeditor/core';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { componentCatalog, type ComponentDefinition } from '../../../components/index.ts';
import { scheduleBadge } from '../../../engine/manifest/index.ts';
import type { PageRecord } from '../../../schemas/index.ts';
import { decisionWords } from '../preview/explain-words.ts';
import type { PageData } from '../../../engine/page/index.ts';
import { CanvasItem } from './CanvasItem.tsx';
import { CanvasProviders, useBrandDocument } from './CanvasProviders.tsx';
import { customRenderers, fieldTypesWithHelp } from './custom-fields.tsx';
import { componentTitle } from '../../shared/component-titles.ts';
import { editorConfig } from './editor-config.ts';
import { dataOfPage, decisionKeyOf, pageOfData, recordOfItem, SHOWN_TO } from './page-data.ts';
import type { ExplainedDecision, PageRow } from '../common/studio-client.ts';

/** The canvas's screens: the page's outline drawn as wide as a phone, a tablet or a desktop. */
const VIEWPORTS: Viewports = [
  { width: 390, height: 'auto', label: 'Phone', icon: 'Smartphone' },
  { width: 820, height: 'auto', label: 'Tablet', icon: 'Tablet' },
  { width: 1280, height: 'auto', label: 'Desktop', icon: 'Monitor' },
];
/** The editor fills the window below the studio's top bar and the page's title. */
const EDITOR_HEIGHT = 'max(640px, calc(100vh - 200px))';
/** The palette and the form leave the canvas room for a tablet-wide page at 1440 px. */
const LEFT_SIDEBAR_WIDTH = 200;
const RIGHT_SIDEBAR_WIDTH = 320;
const SHOWN_TO_WORDS: Record<string, string> = {
  both: 'Everyone',
  loggedIn: 'Logged-in players',
  loggedOut: 'Logged-out visitors',
};

const usePuck = createUsePuck();
const definitionOf = (alias: string) =>
  componentCatalog[alias as keyof typeof componentCatalog] as ComponentDefinition | undefined;

/** What Explain says of each item for the preview's visitor, by Puck item id. */
const DecisionsContext = createContext<Record<string, ExplainedDecision | undefined>>({});
/** The kind of the page being edited, for "Hidden on game pages". */
const PageKindContext = createContext('');

/** Where the component is left out, in words, or nothing when it runs on every kind of page. */
const excludedWords = (definition: ComponentDefinition | undefined) =>
  definition?.excludedOn.length ? `Left out on ${definition.excludedOn.join(', ')} pages` : undefined;

/** What Explain says of a record for the visitor, in people's words: "This visitor does not see it: Shown to logged-in players only". */
const decisionNote = (decision: ExplainedDecision, pageKind: string, shownTo: unknown) => {
  const words = decisionWords(decision, pageKind, typeof shownTo === 'string' ? shownTo : undefined);
  return decision.included ? words.seen : `${words.seen}: ${words.rule}`;
};

/** Whether the canvas draws the site's own components (the brand's page data has come). */
const RealCanvasContext = createContext(false);

/**
 * One record in the canvas: the site's own component drawn with the record's props (a summary card
 * until the brand's page data has come); a record this visitor does not see is drawn dimmed, with why.
 */
function RecordCard({ alias, id, props }: { alias: string; id: string; props: Record<string, unknown> }) {
  const decision = useContext(DecisionsContext)[id];
  const pageKind = useContext(PageKindContext);
  const real = useContext(RealCanvasContext);
  const canvasData = useContext(CanvasDataContext);
  const { title } = componentTitle(alias);
  const text = ['title', 'heading', 'text', 'label'].map((name) => props[name]).find((value) => typeof value === 'string');
  const hidden = decision && !decision.included;
  const record = recordOfItem({ type: alias, props: { id, ...props } });
  if (real)
    return (
      <article className={`canvas-item${hidden ? ' left-out' : ''}`} aria-label={`${title}: ${String(text ?? '')}`}>
        {record.schedule && <p className="badge schedule-badge">{scheduleBadge(record.schedule, canvasData?.market.timeZone)}</p>}
        {hidden && <p className="canvas-note">{decisionNote(decision, pageKind, props[SHOWN_TO])}</p>}
        <CanvasItem alias={alias} id={id} name={title} props={(record.props ?? {}) as Record<string, unknown>} />
      </article>
    );
  const excluded = excludedWords(definitionOf(alias));
  return (
    <article className={`record-card${hidden ? ' left-out' : ''}`} aria-label={`${title}: ${String(text ?? '')}`}>
      <header>
        <strong>{title}</strong>
        <span className="badge">{SHOWN_TO_WORDS[String(props[SHOWN_TO])] ?? 'Everyone'}</span>
      </header>
      {typeof text === 'string' && <p className="record-text">{text}</p>}
      {excluded && <p className="record-note">{excluded}</p>}
      {decision && <p className="record-note">{decisionNote(decision, pageKind, props[SHOWN_TO])}</p>}
    </article>
  );
}
const renderFor =
  (alias: string): PuckComponent<Record<string, unknown>> =>
  ({ id, puck: _puck, ...props }) => <RecordCard alias={alias} id={id} props={props} />;

/** Above the selected component's form: what it is, whether the visitor sees it, and moving it without a mouse. */
function SelectedHeader({ children }: { children: ReactNode }) {
  const selected = usePuck((state) => state.selectedItem);
  const dispatch = usePuck((state) => state.dispatch);
  const getPuck = useGetPuck();
  const selector = selected ? getPuck().getSelectorForId(selected.props.id) : undefined;
  const count = usePuck((state) => state.appState.data.content.length);
  const decision = useContext(DecisionsContext)[selected?.props.id ?? ''];
  const pageKind = useContext(PageKindContext);
  if (!selected || !selector) return <>{children}</>;
  const { title, description } = componentTitle(selected.type);
  const excluded = excludedWords(definitionOf(selected.type));
  // Puck selects by position: the selection moves along with the component, or it would land on its neighbour.
  const move = (to: number) => {
    dispatch({ type: 'reorder', sourceIndex: selector.index, destinationIndex: to, destinationZone: selector.zone });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: to, zone: selector.zone } } });
  };
  return (
    <>
      <section className="selected-record" aria-label={`selected ${title}`}>
        <h3>{title}</h3>
        <p>{description}</p>
        {excluded && <p className="record-note">{excluded}</p>}
        {decision && (
          <p className="record-note" aria-label="explain this component">
            {decisionNote(decision, pageKind, selected.props[SHOWN_TO])}.
          </p>
        )}
        <div className="record-moves">
          <button type="button" disabled={selector.index === 0} onClick={() => move(selector.index - 1)}>
            Move up
          </button>
          <button type="button" disabled={selector.index >= count - 1} onClick={() => move(selector.index + 1)}>
            Move down
          </button>
          <span aria-live="polite">
            Position {selector.index + 1} of {count}
          </span>
        </div>
      </section>
      {children}
    </>
  );
}

/** Undo and redo, named for screen readers and reachable by Tab. */
function HistoryButtons() {
  const hasPast = usePuck((state) => state.history.hasPast);
  const hasFuture = usePuck((state) => state.history.hasFuture);
  const getPuck = useGetPuck();
  const history = { hasPast, hasFuture, back: () => getPuck().history.back(), forward: () => getPuck().history.forward() };
  return (
    <div className="history-buttons">
      <button type="button" disabled={!history.hasPast} onClick={() => history.back()}>
        Undo
      </button>
      <button type="button" disabled={!history.hasFuture} onClick={() => history.forward()}>
        Redo
      </button>
    </div>
  );
}

/** The canvas's page data, for the frame's document (the brand's theme on it). */
const CanvasDataContext = createContext<PageData | undefined>(undefined);

/** The canvas frame: its document dressed in the brand's theme, its content the page. */
function CanvasDocument({ children, document }: { children: ReactNode; document?: Document }) {
  useBrandDocument(document, useContext(CanvasDataContext));
  return <>{children}</>;
}

const overrides: Partial<Overrides> = {
  fieldTypes: fieldTypesWithHelp,
  iframe: CanvasDocument,
  fields: ({ children }) => <SelectedHeader>{children}</SelectedHeader>,
  headerActions: () => <HistoryButtons />,
};

/**
 * Names Puck's unnamed controls once they are drawn (and again whenever Puck draws them anew): the
 * canvas frame gets a title, the zoom menu a label, and the loading spinner (an `aria-label` on a bare
 * span, which ARIA prohibits) the role of an image. Puck offers no prop for any of them.
 */
function useNamedPuckControls(root: RefObject<HTMLElement | null>, pageName: string) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const name = () => {
      const frame = element.querySelector('iframe#preview-frame');
      if (frame && frame.getAttribute('title') !== `canvas of ${pageName}`) frame.setAttribute('title', `canvas of ${pageName}`);
      for (const zoom of element.querySelectorAll('select[class*="ViewportControls-zoomSelect"]:not([aria-label])'))
        zoom.setAttribute('aria-label', 'Canvas zoom');
      for (const spinner of element.querySelectorAll('span[class*="_Loader_"][aria-label]:not([role])'))
        spinner.setAttribute('role', 'img');
    };
    name();
    const watcher = new MutationObserver(name);
    watcher.observe(element, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, [root, pageName]);
}

/**
 * The visual page editor (Puck) over one page record: the palette of components that belong on the
 * page, drag and drop, the outline, the selected component's form from its props schema, undo and
 * redo, and the canvas's screen width. Every change is reported as the page's draft.
 */
export function PageEditor({
  file,
  page,
  name,
  pages,
  decisions,
  canvas,
  loggedIn,
  onChange,
}: {
  file: string;
  page: PageRecord;
  /** The page's name for people ("Lobby · Great Britain"). */
  name: string;
  /** Every brand's page rows: the palette offers what they carry on this kind of page. */
  pages: readonly PageRow[];
  /** Explain's decisions for the preview's visitor, over the draft. */
  decisions: readonly ExplainedDecision[];
  /** The brand's page data the canvas draws the site's components with; a summary of each until it comes. */
  canvas: PageData | undefined;
  /** The canvas draws the page as a logged-in player sees it. */
  loggedIn: boolean;
  onChange: (page: PageRecord) => void;
}) {
  // Puck owns the editing state from here on (undo history included); the draft follows it.
  const [initial] = useState<Data>(() => dataOfPage(page));
  const [content, setContent] = useState<Data['content']>(initial.content);
  const config = useMemo(
    () =>
      editorConfig({
        kind: page.kind,
        pages,
        renderers: customRenderers,
        render: renderFor,
        timeZone: canvas?.market.timeZone,
      }),
    [page.kind, pages, canvas?.market.timeZone],
  );
  const byId = useMemo(() => {
    const byKey = new Map(decisions.map((decision) => [decision.key, decision]));
    return Object.fromEntries(content.map((item, index) => [item.props.id, byKey.get(decisionKeyOf(recordOfItem(item), index))]));
  }, [content, decisions]);

  const section = useRef<HTMLElement>(null);
  useNamedPuckControls(section, name);

  return (
    <section ref={section} className="page-editor" aria-label="page editor" data-file={file}>
      <CanvasDataContext.Provider value={canvas}>
        <RealCanvasContext.Provider value={canvas !== undefined}>
          <CanvasProviders data={canvas} loggedIn={loggedIn}>
            <PageKindContext.Provider value={page.kind}>
              <DecisionsContext.Provider value={byId}>
                <Puck
                  config={config}
                  data={initial}
                  headerTitle={name}
                  headerPath=" "
                  viewports={VIEWPORTS}
                  ui={{
                    leftSideBarWidth: LEFT_SIDEBAR_WIDTH,
                    rightSideBarWidth: RIGHT_SIDEBAR_WIDTH,
                    viewports: { current: { width: 390, height: 'auto' }, controlsVisible: true, options: VIEWPORTS },
                  }}
                  overrides={overrides}
                  height={EDITOR_HEIGHT}
                  onChange={(data) => {
                    setContent(data.content);
                    const next = pageOfData(page, data);
                    if (JSON.stringify(next.components) !== JSON.stringify(page.components)) onChange(next);
                  }}
                />
              </DecisionsContext.Provider>
            </PageKindContext.Provider>
          </CanvasProviders>
        </RealCanvasContext.Provider>
      </CanvasDataContext.Provider>
    </section>
  );
}

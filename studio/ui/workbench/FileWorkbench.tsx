import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type { PageRecord } from '../../../schemas/index.ts';
import { BrandSettings } from '../settings/BrandSettings.tsx';
import { ExplainPanel, useExplanation, type Visitor } from '../preview/ExplainPanel.tsx';
import { HistoryPanel, whenOf } from '../history/HistoryPanel.tsx';
import { MarketSettings } from '../settings/MarketSettings.tsx';
import { useCanvasData } from '../page-editor/CanvasProviders.tsx';
import { FullSizePreview } from '../preview/FullSizePreview.tsx';
import { PageEditorPane } from '../page-editor/PageEditorPane.tsx';
import { PreviewPanel } from '../preview/PreviewPanel.tsx';
import type { BrandRow, Draft, OpenedFile } from '../common/studio-client.ts';
import { brandOf, kindOf } from '../shell/studio-files.ts';
import { useBrandImages } from './use-brand-images.ts';
import { useLivePreview } from '../preview/use-live-preview.ts';
import { VisitorPanel } from '../preview/VisitorPanel.tsx';

interface FileWorkbenchProps {
  current: string;
  file: OpenedFile;
  /** The file as edited: its draft, else as opened. */
  value: unknown;
  /** The file's name for people. */
  name: string;
  brands: BrandRow[];
  drafts: Record<string, unknown>;
  setDrafts: Dispatch<SetStateAction<Record<string, unknown>>>;
  draftList: Draft[];
  visitor: Visitor;
  onVisitor: Dispatch<SetStateAction<Visitor>>;
  /** Changes whenever a save lands, so History reads the file's versions again. */
  savedAt: number;
  showHistory: boolean;
  onToggleHistory: () => void;
  onStatus: (status: string) => void;
  /** The file is gone (a new market dropped): back to the studio's home. */
  onClose: () => void;
}

/**
 * The open file's screen: its settings form (brand or market) beside the live preview of its brand,
 * or the page editor with the visitor, the full-size preview and Explain below it; and its history.
 */
export function FileWorkbench(props: FileWorkbenchProps) {
  const { current, file, value, name, brands, drafts, setDrafts, draftList, visitor, onVisitor } = props;
  /** Bumped by a restore: the form or page editor starts again from the restored draft. */
  const [restores, setRestores] = useState(0);
  const kind = kindOf(current);
  const brand = brands.find((row) => row.name === brandOf(current));
  const pageRow = brand?.pages.find((row) => row.file === current);
  const allPages = useMemo(() => brands.flatMap((row) => row.pages), [brands]);
  const editedPage = kind === 'page' ? (value as PageRecord | undefined) : undefined;
  const canvasData = useCanvasData(
    { brand: editedPage && brand ? brand.name : '', path: editedPage?.path ?? '/', ...visitor },
    draftList,
  );
  const { explanation, error: explainError } = useExplanation(brand?.name ?? '', editedPage?.path, visitor, draftList);
  const images = useBrandImages(brand, drafts, setDrafts);
  const live = useLivePreview(draftList, brands);
  const formKey = `${current} ${restores}`;
  const dropDraft = () => setDrafts(({ [current]: _dropped, ...others }) => others);
  // An edit that leaves the file as it was opened is no draft.
  const edit = (next: unknown) =>
    setDrafts((all) => {
      if (!(current in all) && JSON.stringify(next) === JSON.stringify(file.value)) return all;
      return { ...all, [current]: next };
    });

  return (
    <div className="workbench">
      <section className="screen editor" aria-label={`editing ${current}`}>
        <header className="screen-header">
          <h2>
            {name}
            {current in drafts ? ' (unsaved)' : ''}
          </h2>
          <button type="button" aria-expanded={props.showHistory} onClick={props.onToggleHistory}>
            History
          </button>
        </header>
        {props.showHistory && (
          <HistoryPanel
            file={current}
            name={name}
            savedAt={props.savedAt}
            onRestore={(restoredValue, version) => {
              setDrafts((all) => ({ ...all, [current]: restoredValue }));
              setRestores((count) => count + 1);
              props.onStatus(
                `Restored the version of ${whenOf(version.date)} by ${version.author} as a draft: review it and save`,
              );
            }}
          />
        )}
        {kind === 'market' && (
          <MarketSettings
            file={current}
            formKey={formKey}
            value={value}
            onChange={edit}
            onKeep={dropDraft}
            // A market never saved is simply dropped; a saved one becomes a draft removal.
            onRemove={() =>
              file.version === null ? (dropDraft(), props.onClose()) : setDrafts((all) => ({ ...all, [current]: null }))
            }
          />
        )}
        {kind === 'brand' && <BrandSettings formKey={formKey} value={value} images={images} onChange={edit} />}
        {editedPage && brand && (
          <PageEditorPane
            editorKey={formKey}
            file={current}
            page={editedPage}
            name={name}
            brand={brand}
            row={pageRow}
            allPages={allPages}
            decisions={explanation?.decisions ?? []}
            canvas={canvasData}
            loggedIn={visitor.loggedIn}
            images={images}
            onChange={edit}
          />
        )}
      </section>
      {editedPage && brand && (
        <>
          <aside className="visitor-side">
            <VisitorPanel markets={brand.markets} visitor={visitor} onVisitor={onVisitor} />
            <FullSizePreview live={live} brand={brand.name} path={editedPage.path ?? '/'} visitor={visitor} />
          </aside>
          <ExplainPanel explanation={explanation} error={explainError} page={editedPage} />
        </>
      )}
      {!editedPage && brand && (
        <PreviewPanel live={live} brands={brands} brand={brand.name} visitor={visitor} onVisitor={onVisitor} />
      )}
    </div>
  );
}

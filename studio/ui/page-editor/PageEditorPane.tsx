import { lazy, Suspense } from 'react';
import type { PageRecord } from '../../../schemas/index.ts';
import type { PageData } from '../../../engine/page/index.ts';
import { BrandImagesContext, type BrandImages } from './brand-images-context.ts';
import { audienceSentence } from '../../shared/page-names.ts';
import type { BrandRow, ExplainedDecision, PageRow } from '../common/studio-client.ts';

/** The page editor brings the site's components (and their styles) along: loaded when a page is opened. */
const PageEditor = lazy(() => import('./PageEditor.tsx').then((module) => ({ default: module.PageEditor })));

interface PageEditorPaneProps {
  /** The page's file and the count of restores: a restore starts the editor again. */
  editorKey: string;
  file: string;
  page: PageRecord;
  name: string;
  brand: BrandRow;
  /** The page's row in the brand's list, for whom it is for. */
  row: PageRow | undefined;
  /** Every brand's page rows: the palette offers what they carry on this kind of page. */
  allPages: readonly PageRow[];
  decisions: readonly ExplainedDecision[];
  canvas: PageData | undefined;
  loggedIn: boolean;
  images: BrandImages;
  onChange: (page: PageRecord) => void;
}

/** A page record in the page editor, under the sentence saying who sees it. */
export function PageEditorPane({
  editorKey,
  file,
  page,
  name,
  brand,
  row,
  allPages,
  decisions,
  canvas,
  loggedIn,
  images,
  onChange,
}: PageEditorPaneProps) {
  return (
    <BrandImagesContext.Provider value={images}>
      <p className="audience" aria-label="who sees this page">
        {row ? audienceSentence(row, brand.pages, brand.markets) : ''}
      </p>
      <Suspense fallback={<p>Opening the page editor…</p>}>
        <PageEditor
          key={editorKey}
          file={file}
          page={page}
          name={name}
          pages={allPages}
          decisions={decisions}
          canvas={canvas}
          loggedIn={loggedIn}
          onChange={onChange}
        />
      </Suspense>
    </BrandImagesContext.Provider>
  );
}

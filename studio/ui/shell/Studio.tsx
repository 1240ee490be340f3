import { useState } from 'react';
import { AddMarketForm } from '../add-market/AddMarketForm.tsx';
import { BrandPages, StudioHome } from '../home/BrandPages.tsx';
import { FileWorkbench } from '../workbench/FileWorkbench.tsx';
import { NewBrandForm } from '../new-brand/NewBrandForm.tsx';
import { pageName } from '../../shared/page-names.ts';
import { Problems } from '../common/Problems.tsx';
import { SaveReview } from '../save/SaveReview.tsx';
import type { Problem } from '../common/studio-client.ts';
import { brandOf, documentName, kindOf } from './studio-files.ts';
import { StudioNav } from './StudioNav.tsx';
import { useBrandList } from './use-brand-list.ts';
import { useSaveFlow } from '../save/use-save-flow.ts';
import { useStudioScreen } from './use-studio-screen.ts';
import { useStudioDrafts } from './use-studio-drafts.ts';

/** The top bar: the studio's name, what the last action did, and Save for every draft. */
function TopBar({ status, draftCount, onSave }: { status: string; draftCount: number; onSave: () => void }) {
  return (
    <header className="topbar">
      <h1>Croupier brand studio</h1>
      <output aria-label="save status">{status}</output>
      <button type="button" className="primary" disabled={!draftCount} onClick={onSave}>
        Save{draftCount ? ` ${draftCount} file${draftCount === 1 ? '' : 's'}` : ''}
      </button>
    </header>
  );
}

/** The drafts' problems, above every screen: none of the drafts is saved while any remains. */
function DraftProblems({ problems }: { problems: readonly Problem[] }) {
  return (
    <section className="panel problems-panel" aria-label="draft problems">
      <h2>The drafts have problems; they cannot be saved yet</h2>
      <Problems problems={problems} />
    </section>
  );
}

/**
 * The brand studio: the screens (home, a brand's pages, new brand, add market, the open file's
 * workbench), the drafts they make, and one save for every draft.
 */
export function Studio() {
  const { opened, setOpened, drafts, setDrafts, draftList, problems, setProblems, addNewFiles } = useStudioDrafts();
  const { brands, refresh } = useBrandList(drafts);
  const [status, setStatus] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const { screen, setScreen, current, setCurrent, visitor, setVisitor, open, show, brandDrafted, marketDrafted } =
    useStudioScreen({ brands, opened, setOpened, addNewFiles, setStatus });

  /** A file named for people: a page by its kind and markets, a brand's or market's document by what it is. */
  function nameOfFile(path: string, value: unknown) {
    const owner = brands.find((row) => row.name === brandOf(path));
    const row = owner?.pages.find((candidate) => candidate.file === path);
    if (row && owner) return pageName(row, owner.pages, owner.markets);
    if (kindOf(path) === 'page') return path.split('/').slice(2).join('/');
    return documentName(path, owner, value ?? opened[path]?.value);
  }
  const saving = useSaveFlow({
    draftList,
    opened,
    setOpened,
    setDrafts,
    setProblems,
    setStatus,
    nameOfFile,
    refresh,
    onRemoved: (removed) => current && removed.includes(current) && setCurrent(undefined),
  });

  const file = current ? opened[current] : undefined;
  const value = current && current in drafts ? drafts[current] : file?.value;
  const brand = current ? brands.find((row) => row.name === brandOf(current)) : undefined;
  const pageRow = brand?.pages.find((row) => row.file === current);
  const fileName = current
    ? pageRow && brand
      ? pageName(pageRow, brand.pages, brand.markets)
      : documentName(current, brand, value)
    : '';
  const pageMode = current !== undefined && kindOf(current) === 'page' && Boolean(value);
  const addingTo = screen.kind === 'add-market' ? brands.find((row) => row.name === screen.brand) : undefined;
  const pagesOf = screen.kind === 'pages' ? brands.find((row) => row.name === screen.brand) : undefined;

  return (
    <div className={pageMode ? 'studio page-mode' : 'studio'}>
      <TopBar status={status} draftCount={draftList.length} onSave={() => void saving.reviewSave()} />
      <StudioNav brands={brands} drafts={drafts} screen={screen} onScreen={show} />
      <main className="main">
        {saving.review && (
          <SaveReview
            files={saving.review.files}
            suggestion={saving.review.suggestion}
            managerName={saving.settings.managerName}
            versions={saving.settings.versions}
            onSave={(message, name) => void saving.save(message, name)}
            onBack={saving.closeReview}
          />
        )}
        {problems.length > 0 && <DraftProblems problems={problems} />}
        {screen.kind === 'home' && (
          <StudioHome
            brands={brands}
            onBrand={(name) => show({ kind: 'pages', brand: name })}
            onOpen={(target) => void open(target)}
          />
        )}
        {pagesOf && <BrandPages brand={pagesOf} onOpen={(target) => void open(target)} />}
        {screen.kind === 'new-brand' && <NewBrandForm onCancel={() => setScreen({ kind: 'home' })} onDraft={brandDrafted} />}
        {addingTo && (
          <AddMarketForm
            brand={addingTo}
            brands={brands}
            onCancel={() => setScreen({ kind: 'pages', brand: addingTo.name })}
            onDraft={marketDrafted}
          />
        )}
        {file && current && (
          <FileWorkbench
            current={current}
            file={file}
            value={value}
            name={fileName}
            brands={brands}
            drafts={drafts}
            setDrafts={setDrafts}
            draftList={draftList}
            visitor={visitor}
            onVisitor={setVisitor}
            savedAt={saving.savedAt}
            showHistory={showHistory}
            onToggleHistory={() => setShowHistory((shown) => !shown)}
            onStatus={setStatus}
            onClose={() => setCurrent(undefined)}
          />
        )}
      </main>
    </div>
  );
}

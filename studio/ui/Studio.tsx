import { useState } from 'react';
import { AddMarketForm } from './AddMarketForm.tsx';
import { BrandPages, StudioHome } from './BrandPages.tsx';
import type { Visitor } from './ExplainPanel.tsx';
import { FileWorkbench } from './FileWorkbench.tsx';
import { NewBrandForm } from './new-brand/NewBrandForm.tsx';
import { pageName, previewCountryOf } from './page-editor/page-names.ts';
import { Problems } from './Problems.tsx';
import { SaveReview } from './SaveReview.tsx';
import { studioClient } from './studio-client.ts';
import { brandOf, documentName, kindOf } from './studio-files.ts';
import { StudioNav, type Screen } from './StudioNav.tsx';
import { useBrandList } from './use-brand-list.ts';
import { useSaveFlow } from './use-save-flow.ts';
import { useStudioDrafts } from './use-studio-drafts.ts';

/** A market's country, when the value is a market document that names one. */
const countryOf = (market: unknown) => {
  const country = (market as { countryIso2Code?: unknown } | null | undefined)?.countryIso2Code;
  return typeof country === 'string' ? country : undefined;
};

/**
 * The brand studio: the screens (home, a brand's pages, new brand, add market, the open file's
 * workbench), the drafts they make, and one save for every draft.
 */
export function Studio() {
  const { opened, setOpened, drafts, setDrafts, draftList, problems, setProblems, addNewFiles } = useStudioDrafts();
  const { brands, refresh } = useBrandList(drafts);
  const [screen, setScreen] = useState<Screen>({ kind: 'home' });
  const current = screen.kind === 'file' ? screen.file : undefined;
  const setCurrent = (file: string | undefined) => setScreen(file ? { kind: 'file', file } : { kind: 'home' });
  const [status, setStatus] = useState('');
  const [visitor, setVisitor] = useState<Visitor>({ country: 'GB', loggedIn: false, mobile: false });
  const [showHistory, setShowHistory] = useState(false);

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

  function show(next: Screen) {
    if (next.kind === 'file') void open(next.file);
    else setScreen(next);
  }

  async function open(file: string) {
    const fresh = opened[file] ?? (await studioClient.open(file));
    setOpened((all) => ({ ...all, [file]: fresh }));
    setCurrent(file);
    // Opening a page makes the visitor one of the market it is for: the preview shows that very page.
    const owner = brands.find((row) => row.name === brandOf(file));
    const row = owner?.pages.find((candidate) => candidate.file === file);
    const pageCountry = owner && row ? previewCountryOf(row, owner.pages, owner.markets, visitor.country) : undefined;
    if (pageCountry) setVisitor((now) => ({ ...now, country: pageCountry }));
    // Opening a market makes its country the visitor's, for the pages opened next.
    const country = kindOf(file) === 'market' ? countryOf(fresh.value) : undefined;
    if (country) setVisitor((now) => ({ ...now, country }));
  }

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
      <header className="topbar">
        <h1>Croupier brand studio</h1>
        <output aria-label="save status">{status}</output>
        <button type="button" className="primary" disabled={!draftList.length} onClick={() => void saving.reviewSave()}>
          Save{draftList.length ? ` ${draftList.length} file${draftList.length === 1 ? '' : 's'}` : ''}
        </button>
      </header>
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
        {problems.length > 0 && (
          <section className="panel problems-panel" aria-label="draft problems">
            <h2>The drafts have problems; they cannot be saved yet</h2>
            <Problems problems={problems} />
          </section>
        )}
        {screen.kind === 'home' && (
          <StudioHome
            brands={brands}
            onBrand={(name) => show({ kind: 'pages', brand: name })}
            onOpen={(target) => void open(target)}
          />
        )}
        {pagesOf && <BrandPages brand={pagesOf} onOpen={(target) => void open(target)} />}
        {screen.kind === 'new-brand' && (
          <NewBrandForm
            onCancel={() => setScreen({ kind: 'home' })}
            onDraft={(files) => {
              addNewFiles(files);
              const brandFile = files.find((draft) => draft.path.endsWith('/brand.json'))?.path;
              setCurrent(brandFile);
              // The preview opens on the new brand's first market.
              const market = files.find((draft) => /\/markets\/(?!row\.json)[^/]+\.json$/.test(draft.path));
              const country = countryOf(market?.value);
              if (country) setVisitor((now) => ({ ...now, country }));
              setStatus(
                `Created ${brandOf(brandFile ?? '')} as ${files.length} draft files: the preview shows it, Save writes it`,
              );
            }}
          />
        )}
        {addingTo && (
          <AddMarketForm
            brand={addingTo}
            brands={brands}
            onCancel={() => setScreen({ kind: 'pages', brand: addingTo.name })}
            onDraft={(added, market) => {
              addNewFiles([{ path: added, value: market }]);
              setCurrent(added);
              // As when a market is opened: its country becomes the visitor's, for the pages opened next.
              const country = countryOf(market);
              if (country) setVisitor((now) => ({ ...now, country }));
              setStatus(`Added ${added} as a draft: Save writes it`);
            }}
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

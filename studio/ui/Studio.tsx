import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { documentSchemas, type PageRecord } from '../../schemas/index.ts';
import { AddMarketForm } from './AddMarketForm.tsx';
import { describeChanges, suggestMessage } from './change-words.ts';
import { BrandPages, StudioHome } from './BrandPages.tsx';
import { BRAND_SECTIONS, MARKET_SECTIONS } from './document-sections.ts';
import { draftBrandRows } from './draft-brands.ts';
import { ExplainPanel, useExplanation, type Visitor } from './ExplainPanel.tsx';
import { HistoryPanel, whenOf } from './HistoryPanel.tsx';
import { inlineReferences } from './form-validator.ts';
import { Problems } from './Problems.tsx';
import { NewBrandForm } from './new-brand/NewBrandForm.tsx';
import { brandImages, uploadPath } from './page-editor/brand-images.ts';
import { BrandImagesContext, type BrandImages } from './page-editor/brand-images-context.ts';
import { audienceSentence, pageName, previewCountryOf } from './page-editor/page-names.ts';
import { useCanvasData } from './page-editor/CanvasProviders.tsx';
import { PreviewPanel } from './PreviewPanel.tsx';
import { SaveReview } from './SaveReview.tsx';
import { SettingsSections } from './SettingsSections.tsx';
import { readStoredDrafts, writeStoredDrafts } from './stored-drafts.ts';
import { StudioNav, type Screen } from './StudioNav.tsx';
import {
  studioClient,
  StudioRefusal,
  type BrandRow,
  type Draft,
  type FileDiff,
  type OpenedFile,
  type Problem,
  type SettingsAnswer,
} from './studio-client.ts';

const brandSchema = inlineReferences(documentSchemas.brand as unknown as Record<string, unknown>);
/** The brand's folder name is where its files live: shown, not changed here. */
const BRAND_FORM = { name: { 'ui:readonly': true } };
const kindOf = (file: string) =>
  file.endsWith('/brand.json') ? 'brand' : /\/markets\/[^/]+\.json$/.test(file) ? 'market' : 'page';
const brandOf = (file: string) => file.split('/')[1] ?? '';
/** A brand's or a market's file named for people: "Hippodrome · brand settings", "Hippodrome · Great Britain market". */
const documentName = (file: string, brand: BrandRow | undefined, value: unknown) => {
  const brandName = brand?.displayName ?? brandOf(file);
  if (kindOf(file) === 'brand') return `${brandName} · brand settings`;
  const market = (value as { name?: unknown } | null | undefined)?.name;
  return `${brandName} · ${typeof market === 'string' && market ? market : 'market'} market`;
};
/** The page editor brings the site's components (and their styles) along: loaded when a page is opened. */
const PageEditor = lazy(() => import('./PageEditor.tsx').then((module) => ({ default: module.PageEditor })));
/** Drafts kept from before a reload: their values, and the versions they were opened at (a file changed since is not overwritten). */
const restored = readStoredDrafts(window.localStorage);

/** The brand studio: the matrix, the open file's form or page editor, explain, and one save for every draft. */
export function Studio() {
  const [savedBrands, setBrands] = useState<BrandRow[]>([]);
  const [opened, setOpened] = useState<Record<string, OpenedFile>>(() =>
    Object.fromEntries(
      Object.entries(restored).map(([path, draft]) => [path, { path, text: '', value: draft.value, version: draft.baseVersion }]),
    ),
  );
  const [drafts, setDrafts] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(Object.entries(restored).map(([path, draft]) => [path, draft.value])),
  );
  const [review, setReview] = useState<{ files: FileDiff[]; suggestion: string }>();
  const [settings, setSettings] = useState<SettingsAnswer>({ versions: { available: false, reason: 'reading…' } });
  const [showHistory, setShowHistory] = useState(false);
  const [savedAt, setSavedAt] = useState(0);
  /** Bumped by a restore: the page editor starts again from the restored draft. */
  const [restores, setRestores] = useState(0);
  const [screen, setScreen] = useState<Screen>({ kind: 'home' });
  const current = screen.kind === 'file' ? screen.file : undefined;
  const setCurrent = (file: string | undefined) => setScreen(file ? { kind: 'file', file } : { kind: 'home' });
  const [problems, setProblems] = useState<Problem[]>([]);
  const [status, setStatus] = useState<string>('');
  const [visitor, setVisitor] = useState<Visitor>({ country: 'GB', loggedIn: false, mobile: false });

  const refresh = useCallback(() => studioClient.brands().then(setBrands), []);
  useEffect(() => {
    void studioClient.settings().then(setSettings);
  }, []);
  useEffect(() => {
    void refresh();
    // A brand or market added on disk (the CLI) shows when the studio's tab is back in front.
    const again = () => void refresh();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [refresh]);

  // A new brand before Save is listed, previewed and opened like the others, from its drafts.
  const brands = useMemo(() => [...savedBrands, ...draftBrandRows(savedBrands, drafts)], [savedBrands, drafts]);
  const draftList: Draft[] = useMemo(
    () => Object.entries(drafts).map(([path, value]) => ({ path, value, baseVersion: opened[path]?.version ?? null })),
    [drafts, opened],
  );
  // Drafts survive a reload; leaving the page with drafts asks first.
  useEffect(() => {
    writeStoredDrafts(
      window.localStorage,
      Object.fromEntries(draftList.map((draft) => [draft.path, { value: draft.value, baseVersion: draft.baseVersion }])),
    );
    if (!draftList.length) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [draftList]);
  useEffect(() => {
    if (!draftList.length) return setProblems([]);
    let live = true;
    studioClient.validate(draftList).then(
      (found) => live && setProblems(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [draftList]);

  function show(next: Screen) {
    if (next.kind === 'file') void open(next.file);
    else setScreen(next);
  }

  async function open(file: string) {
    const fresh = opened[file] ?? (await studioClient.open(file));
    setOpened((all) => ({ ...all, [file]: fresh }));
    setCurrent(file);
    // Opening a market makes its country the visitor's, for the pages opened next.
    const country = kindOf(file) === 'market' ? (fresh.value as { countryIso2Code?: unknown }).countryIso2Code : undefined;
    // Opening a page makes the visitor one of the market it is for: the preview shows that very page.
    const owner = brands.find((row) => row.name === brandOf(file));
    const row = owner?.pages.find((candidate) => candidate.file === file);
    const pageCountry = owner && row ? previewCountryOf(row, owner.pages, owner.markets, visitor.country) : undefined;
    if (pageCountry) setVisitor((now) => ({ ...now, country: pageCountry }));
    if (typeof country === 'string') setVisitor((now) => ({ ...now, country }));
  }

  async function reviewSave() {
    setStatus('');
    try {
      const files = await studioClient.diff(draftList);
      const suggestion = suggestMessage(
        draftList.map((draft) => ({
          name: nameOfFile(draft.path, draft.value),
          changes: describeChanges(draft.baseVersion === null ? null : opened[draft.path]?.value, draft.value),
        })),
      );
      setReview({ files, suggestion });
    } catch (error) {
      setStatus(`Not saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function save(message: string, managerName: string | undefined) {
    setReview(undefined);
    setStatus('Saving…');
    try {
      if (managerName) setSettings(await studioClient.setManagerName(managerName));
      const saved = await studioClient.save(draftList, message);
      const removed = draftList.filter((draft) => draft.value === null).map((draft) => draft.path);
      // Documents are opened again at their saved version; images are not documents.
      const reopened = await Promise.all(
        saved.written.filter((file) => !removed.includes(file) && file.endsWith('.json')).map((file) => studioClient.open(file)),
      );
      setOpened((all) => ({
        ...Object.fromEntries(Object.entries(all).filter(([path]) => !removed.includes(path) && path.endsWith('.json'))),
        ...Object.fromEntries(reopened.map((file) => [file.path, file])),
      }));
      if (current && removed.includes(current)) setCurrent(undefined);
      setDrafts({});
      setStatus(
        `Saved ${saved.written.length} file${saved.written.length === 1 ? '' : 's'}${saved.written.length ? `: ${saved.written.join(', ')}` : ''}`,
      );
      setSavedAt(Date.now());
      await refresh();
    } catch (error) {
      setStatus(`Not saved: ${error instanceof Error ? error.message : String(error)}`);
      if (error instanceof StudioRefusal && error.problems.length) setProblems(error.problems);
    }
  }

  /** A draft's file named for people, for the suggested message. */
  function nameOfFile(path: string, draftValue: unknown) {
    const owner = brands.find((row) => row.name === brandOf(path));
    const row = owner?.pages.find((candidate) => candidate.file === path);
    if (row && owner) return pageName(row, owner.pages, owner.markets);
    if (kindOf(path) === 'page') return path.split('/').slice(2).join('/');
    return documentName(path, owner, draftValue ?? opened[path]?.value);
  }

  const file = current ? opened[current] : undefined;
  const value = current && current in drafts ? drafts[current] : file?.value;
  // An edit that leaves the file as it was opened is no draft.
  const edit = (next: unknown) =>
    current &&
    setDrafts((all) => {
      if (!(current in all) && JSON.stringify(next) === JSON.stringify(file?.value)) return all;
      return { ...all, [current]: next };
    });
  const brand = current ? brands.find((row) => row.name === brandOf(current)) : undefined;
  const allPages = useMemo(() => brands.flatMap((row) => row.pages), [brands]);
  const pageRow = brand?.pages.find((row) => row.file === current);
  const editedPage = current && kindOf(current) === 'page' ? (value as PageRecord | undefined) : undefined;
  const canvasData = useCanvasData(
    { brand: editedPage && brand ? brand.name : '', path: editedPage?.path ?? '/', ...visitor },
    draftList,
  );
  const { explanation, error: explainError } = useExplanation(brand?.name ?? '', editedPage?.path, visitor, draftList);
  // The page editor's image fields: the brand's pictures with the drafts applied; an upload becomes a draft.
  const imagesOfBrand = useMemo((): BrandImages => {
    const images = brand ? brandImages(brand, drafts) : [];
    return {
      images,
      async upload(file) {
        if (!brand) throw new Error('no brand is open');
        const { value, extension } = await studioClient.upload(file, 'image');
        const relative = uploadPath(
          file.name,
          extension,
          images.map((image) => image.path),
        );
        setDrafts((all) => ({ ...all, [`brands/${brand.name}/${relative}`]: value }));
        return relative;
      },
    };
  }, [brand, drafts]);

  const addingTo = screen.kind === 'add-market' ? brands.find((row) => row.name === screen.brand) : undefined;
  const pagesOf = screen.kind === 'pages' ? brands.find((row) => row.name === screen.brand) : undefined;
  const fileName = current
    ? pageRow && brand
      ? pageName(pageRow, brand.pages, brand.markets)
      : documentName(current, brand, value)
    : '';

  return (
    <div className={editedPage ? 'studio page-mode' : 'studio'}>
      <header className="topbar">
        <h1>Croupier brand studio</h1>
        <output aria-label="save status">{status}</output>
        <button type="button" className="primary" disabled={!draftList.length} onClick={() => void reviewSave()}>
          Save{draftList.length ? ` ${draftList.length} file${draftList.length === 1 ? '' : 's'}` : ''}
        </button>
      </header>
      <StudioNav brands={brands} drafts={drafts} screen={screen} onScreen={show} />
      <main className="main">
        {review && (
          <SaveReview
            files={review.files}
            suggestion={review.suggestion}
            managerName={settings.managerName}
            versions={settings.versions}
            onSave={(message, name) => void save(message, name)}
            onBack={() => setReview(undefined)}
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
              setOpened((all) => ({
                ...all,
                ...Object.fromEntries(
                  files.map((draft) => [draft.path, { path: draft.path, text: '', value: draft.value, version: null }]),
                ),
              }));
              setDrafts((all) => ({ ...all, ...Object.fromEntries(files.map((draft) => [draft.path, draft.value])) }));
              const brandFile = files.find((draft) => draft.path.endsWith('/brand.json'))?.path;
              setCurrent(brandFile);
              // The preview opens on the new brand's first market.
              const market = files.find((draft) => /\/markets\/(?!row\.json)[^/]+\.json$/.test(draft.path))?.value as
                { countryIso2Code?: string } | undefined;
              if (market?.countryIso2Code) setVisitor((now) => ({ ...now, country: market.countryIso2Code as string }));
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
              setOpened((all) => ({ ...all, [added]: { path: added, text: '', value: market, version: null } }));
              setDrafts((all) => ({ ...all, [added]: market }));
              setCurrent(added);
              // As when a market is opened: its country becomes the visitor's, for the pages opened next.
              const country = (market as { countryIso2Code?: unknown }).countryIso2Code;
              if (typeof country === 'string') setVisitor((now) => ({ ...now, country }));
              setStatus(`Added ${added} as a draft: Save writes it`);
            }}
          />
        )}
        {file && current && (
          <div className="workbench">
            <section className="screen editor" aria-label={`editing ${current}`}>
              <header className="screen-header">
                <h2>
                  {fileName}
                  {current in drafts ? ' (unsaved)' : ''}
                </h2>
                <button type="button" aria-expanded={showHistory} onClick={() => setShowHistory((shown) => !shown)}>
                  History
                </button>
              </header>
              {showHistory && (
                <HistoryPanel
                  file={current}
                  name={fileName}
                  savedAt={savedAt}
                  onRestore={(restoredValue, version) => {
                    setDrafts((all) => ({ ...all, [current]: restoredValue }));
                    setRestores((count) => count + 1);
                    setStatus(
                      `Restored the version of ${whenOf(version.date)} by ${version.author} as a draft: review it and save`,
                    );
                  }}
                />
              )}
              {kindOf(current) === 'market' && value === null && (
                <p className="removal">
                  This market is removed when you save.{' '}
                  <button type="button" onClick={() => setDrafts(({ [current]: _dropped, ...others }) => others)}>
                    Keep it
                  </button>
                </p>
              )}
              {kindOf(current) === 'market' && value !== null && (
                <>
                  <SettingsSections
                    key={`${current} ${restores}`}
                    sections={MARKET_SECTIONS}
                    idPrefix="market"
                    schema={documentSchemas.market}
                    value={value}
                    onChange={edit}
                  />
                  <button
                    type="button"
                    className="danger"
                    onClick={() =>
                      // A market never saved is simply dropped; a saved one becomes a draft removal.
                      file.version === null
                        ? (setDrafts(({ [current]: _dropped, ...others }) => others), setCurrent(undefined))
                        : setDrafts((all) => ({ ...all, [current]: null }))
                    }
                  >
                    Remove this market
                  </button>
                </>
              )}
              {kindOf(current) === 'brand' && (
                <BrandImagesContext.Provider value={imagesOfBrand}>
                  <SettingsSections
                    key={`${current} ${restores}`}
                    sections={BRAND_SECTIONS}
                    idPrefix="brand"
                    schema={brandSchema}
                    uiSchema={BRAND_FORM}
                    value={value}
                    onChange={edit}
                  />
                </BrandImagesContext.Provider>
              )}
              {editedPage && brand && (
                <BrandImagesContext.Provider value={imagesOfBrand}>
                  <p className="audience" aria-label="who sees this page">
                    {pageRow ? audienceSentence(pageRow, brand.pages, brand.markets) : ''}
                  </p>
                  <Suspense fallback={<p>Opening the page editor…</p>}>
                    <PageEditor
                      key={`${current} ${restores}`}
                      file={current}
                      page={editedPage}
                      name={fileName}
                      pages={allPages}
                      decisions={explanation?.decisions ?? []}
                      canvas={canvasData}
                      loggedIn={visitor.loggedIn}
                      onChange={edit}
                    />
                  </Suspense>
                </BrandImagesContext.Provider>
              )}
            </section>
            {kindOf(current) === 'page' && brand && (
              <aside>
                <fieldset className="panel" aria-label="visitor">
                  <legend>Visitor</legend>
                  <label>
                    Country{' '}
                    <input
                      aria-label="visitor country"
                      value={visitor.country}
                      size={4}
                      onChange={(event) => setVisitor({ ...visitor, country: event.target.value.toUpperCase() })}
                    />
                  </label>{' '}
                  <label>
                    <input
                      type="checkbox"
                      checked={visitor.loggedIn}
                      onChange={(event) => setVisitor({ ...visitor, loggedIn: event.target.checked })}
                    />{' '}
                    Logged in
                  </label>{' '}
                  <label>
                    <input
                      type="checkbox"
                      checked={visitor.mobile}
                      onChange={(event) => setVisitor({ ...visitor, mobile: event.target.checked })}
                    />{' '}
                    Mobile
                  </label>
                </fieldset>
                <ExplainPanel explanation={explanation} error={explainError} page={editedPage} />
              </aside>
            )}
            {brand && (
              <PreviewPanel
                brands={brands}
                brand={brand.name}
                path={kindOf(current) === 'page' ? ((value as PageRecord).path ?? '/') : '/'}
                drafts={draftList}
                visitor={visitor}
                onVisitor={setVisitor}
              />
            )}
          </div>
        )}
      </main>
    </div>
  );
}

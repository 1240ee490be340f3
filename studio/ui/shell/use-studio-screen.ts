import { useState, type Dispatch, type SetStateAction } from 'react';
import type { Visitor } from '../preview/ExplainPanel.tsx';
import { previewCountryOf } from '../../shared/page-names.ts';
import { studioClient, type BrandRow, type Draft, type OpenedFile } from '../common/studio-client.ts';
import { brandOf, kindOf } from './studio-files.ts';
import type { Screen } from './StudioNav.tsx';

/** A market's country, when the value is a market document that names one. */
const countryOf = (market: unknown) => {
  const country = (market as { countryIso2Code?: unknown } | null | undefined)?.countryIso2Code;
  return typeof country === 'string' ? country : undefined;
};

interface StudioScreenParts {
  brands: readonly BrandRow[];
  opened: Record<string, OpenedFile>;
  setOpened: Dispatch<SetStateAction<Record<string, OpenedFile>>>;
  addNewFiles: (files: readonly { path: string; value: unknown }[]) => void;
  setStatus: (status: string) => void;
}

/**
 * The screen the studio shows and the file in hand, with the visitor the preview and Explain stand
 * for: the visitor follows the page or market opened, and the brand or market just drafted.
 */
export function useStudioScreen({ brands, opened, setOpened, addNewFiles, setStatus }: StudioScreenParts) {
  const [screen, setScreen] = useState<Screen>({ kind: 'home' });
  const [visitor, setVisitor] = useState<Visitor>({ country: 'GB', loggedIn: false, mobile: false });
  const current = screen.kind === 'file' ? screen.file : undefined;
  const setCurrent = (file: string | undefined) => setScreen(file ? { kind: 'file', file } : { kind: 'home' });
  const visitFrom = (country: string | undefined) => {
    if (country) setVisitor((now) => ({ ...now, country }));
  };

  async function open(file: string) {
    const fresh = opened[file] ?? (await studioClient.open(file));
    setOpened((all) => ({ ...all, [file]: fresh }));
    setCurrent(file);
    // Opening a page makes the visitor one of the market it is for: the preview shows that very page.
    const owner = brands.find((row) => row.name === brandOf(file));
    const row = owner?.pages.find((candidate) => candidate.file === file);
    visitFrom(owner && row ? previewCountryOf(row, owner.pages, owner.markets, visitor.country) : undefined);
    // Opening a market makes its country the visitor's, for the pages opened next.
    visitFrom(kindOf(file) === 'market' ? countryOf(fresh.value) : undefined);
  }

  function show(next: Screen) {
    if (next.kind === 'file') void open(next.file);
    else setScreen(next);
  }

  /** A new brand drafted: its brand.json opens, and the preview opens on its first market. */
  function brandDrafted(files: Draft[]) {
    addNewFiles(files);
    const brandFile = files.find((draft) => draft.path.endsWith('/brand.json'))?.path;
    setCurrent(brandFile);
    const market = files.find((draft) => /\/markets\/(?!row\.json)[^/]+\.json$/.test(draft.path));
    visitFrom(countryOf(market?.value));
    setStatus(`Created ${brandOf(brandFile ?? '')} as ${files.length} draft files: the preview shows it, Save writes it`);
  }

  /** A market drafted: it opens, and (as when a market is opened) its country becomes the visitor's. */
  function marketDrafted(file: string, market: unknown) {
    addNewFiles([{ path: file, value: market }]);
    setCurrent(file);
    visitFrom(countryOf(market));
    setStatus(`Added ${file} as a draft: Save writes it`);
  }

  return { screen, setScreen, current, setCurrent, visitor, setVisitor, open, show, brandDrafted, marketDrafted };
}

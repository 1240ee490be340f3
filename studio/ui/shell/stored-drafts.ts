/** Where the page keeps its unsaved drafts, so a reload or a crash does not lose them. */
const STORAGE_KEY = 'croupier-studio-drafts';

/** A draft as kept in the browser: its value (null: the file is removed) and the version it was opened at. */
export interface StoredDraft {
  value: unknown;
  baseVersion: string | null;
}

/** The drafts kept for this studio (one per brands folder the studio serves on this address). */
export function readStoredDrafts(storage: Pick<Storage, 'getItem'>): Record<string, StoredDraft> {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, StoredDraft] =>
          entry[0].startsWith('brands/') && Boolean(entry[1]) && typeof entry[1] === 'object' && 'value' in (entry[1] as object),
      ),
    );
  } catch {
    return {};
  }
}

export function writeStoredDrafts(storage: Pick<Storage, 'setItem' | 'removeItem'>, drafts: Record<string, StoredDraft>) {
  if (!Object.keys(drafts).length) storage.removeItem(STORAGE_KEY);
  else storage.setItem(STORAGE_KEY, JSON.stringify(drafts));
}

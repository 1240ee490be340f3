/** The intervals a player may choose for the reality check, in minutes (within its props schema's 5 to 240). */
export const REALITY_CHECK_CHOICES = [15, 30, 60, 120] as const;

/** Where the player's choice is kept: this browser, for every session of the brand's site. */
export const REALITY_CHECK_STORAGE_KEY = 'realityCheckMinutes';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The player's chosen interval, or undefined when they chose none (the brand's default applies). */
export function readRealityCheckMinutes(store: Store | undefined): number | undefined {
  const saved = Number(store?.getItem(REALITY_CHECK_STORAGE_KEY));
  return (REALITY_CHECK_CHOICES as readonly number[]).includes(saved) ? saved : undefined;
}

/** Saves a choice; any value that is not one of the choices is refused rather than stored. */
export function saveRealityCheckMinutes(store: Store, minutes: number): void {
  if (!(REALITY_CHECK_CHOICES as readonly number[]).includes(minutes))
    throw new RangeError(`realityCheckMinutes: must be one of ${REALITY_CHECK_CHOICES.join(', ')}`);
  store.setItem(REALITY_CHECK_STORAGE_KEY, String(minutes));
}

/** Where registration leaves word that the new player is to be asked to set a deposit limit (RTS 12A). */
export const REGISTRATION_PROMPT_KEY = 'depositLimitPrompt';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Registration is done: the safer-gambling panel asks for a limit as soon as it is on the page. */
export const markRegistrationPrompt = (store: Store) => store.setItem(REGISTRATION_PROMPT_KEY, '1');

/** Whether the prompt is due, taken once: a reload does not ask again (the first deposit will). */
export function takeRegistrationPrompt(store: Store): boolean {
  const due = store.getItem(REGISTRATION_PROMPT_KEY) === '1';
  if (due) store.removeItem(REGISTRATION_PROMPT_KEY);
  return due;
}

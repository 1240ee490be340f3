import type { SiteCalls } from '../../engine/player/session/index.ts';

/** Where the encrypted username is kept on this device (the server alone can read it). */
export const REMEMBERED_USERNAME_KEY = 'rememberedUsername';

const local = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The remembered username, decrypted by the server; undefined when none is kept or it cannot be read. */
export async function readRememberedUsername(site: SiteCalls): Promise<string | undefined> {
  const encrypted = local()?.getItem(REMEMBERED_USERNAME_KEY);
  if (!encrypted) return undefined;
  try {
    return await site.decryptUsername(encrypted);
  } catch {
    // A value from an older server secret cannot be read any more: forget it.
    local()?.removeItem(REMEMBERED_USERNAME_KEY);
    return undefined;
  }
}

/** Keeps the username (encrypted) after a successful login, or forgets it when the player opted out. */
export async function saveRememberedUsername(site: SiteCalls, username: string, remember: boolean): Promise<void> {
  if (!remember) return void local()?.removeItem(REMEMBERED_USERNAME_KEY);
  try {
    const encrypted = await site.encryptUsername(username);
    if (encrypted) local()?.setItem(REMEMBERED_USERNAME_KEY, encrypted);
  } catch {
    // Remembering is a convenience; the login itself already succeeded.
  }
}

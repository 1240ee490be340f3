/** The name the game's play page reads the launch token from (SPEC §4: "normalised to LaunchToken"). */
export const LAUNCH_TOKEN_PARAM = 'LaunchToken';

/** Spellings of the token parameter a launch URL may come back with. */
const TOKEN_PARAM_SPELLINGS = new Set(['launchtoken', 'token']);

/**
 * Renames the launch URL's token parameter to `LaunchToken`, keeping every other parameter and the
 * order; a URL without one is returned as it was. Relative URLs stay relative.
 */
export function normaliseLaunchTokenParam(launchUrl: string): string {
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(launchUrl);
  let url: URL;
  try {
    url = new URL(launchUrl, 'https://relative.invalid');
  } catch {
    return launchUrl;
  }
  const entries = [...url.searchParams.entries()];
  const tokenEntry = entries.find(([name]) => TOKEN_PARAM_SPELLINGS.has(name.toLowerCase()));
  if (!tokenEntry || tokenEntry[0] === LAUNCH_TOKEN_PARAM) return launchUrl;
  const renamed = entries
    .filter(([name]) => !TOKEN_PARAM_SPELLINGS.has(name.toLowerCase()) || name === tokenEntry[0])
    .map(([name, value]): [string, string] => (name === tokenEntry[0] ? [LAUNCH_TOKEN_PARAM, value] : [name, value]));
  url.search = new URLSearchParams(renamed).toString();
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

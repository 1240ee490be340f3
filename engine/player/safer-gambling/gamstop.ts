/** GAMSTOP, the national self-exclusion scheme every operator licensed in Great Britain must honour. */
export const GAMSTOP_URL = 'https://www.gamstop.co.uk';

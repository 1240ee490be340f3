/** Whether a brand's phone casino id repeats its desktop one: the platform gives each device its own. */
export const phoneCasinoIdRepeatsDesktop = (desktop: number | undefined, phone: number | undefined): boolean =>
  desktop !== undefined && desktop === phone;

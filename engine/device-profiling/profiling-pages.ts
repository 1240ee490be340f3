/** SPEC §9: the page ids the device-profiling provider is told, one per page it profiles. */
export const PROFILED_PAGE = { registration: 100, deposit: 101, withdrawal: 102 } as const;
export type ProfiledPageId = (typeof PROFILED_PAGE)[keyof typeof PROFILED_PAGE];

/** SPEC §5: how long a login waits for the provider's black box before it goes without one. */
export const THIRD_PARTY_BLACK_BOX_WAIT_MS = 2_000;

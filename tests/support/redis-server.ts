/** A throwaway Redis lives with `npm run topology` (scripts/), which starts one too. */
export * from '../../scripts/redis-server.ts';

/** The reference topology's processes live with `npm run topology` (scripts/), which starts them too. */
export * from '../../scripts/topology-processes.ts';

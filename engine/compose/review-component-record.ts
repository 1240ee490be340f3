import type { ComponentCatalog } from './component-definition.ts';
import type { ComponentRecordReview } from '../manifest/index.ts';

/**
 * The catalog's rules for a component record beyond its props schema: a record may narrow who sees a
 * component shown to all visitors, but not show a logged-in-only component to visitors or the reverse.
 */
export function createComponentRecordReview(catalog: ComponentCatalog): ComponentRecordReview {
  return (record) => {
    const definition = catalog[record.alias as keyof ComponentCatalog];
    if (!definition || !record.visibility || record.visibility === 'both') return [];
    const { audience } = definition;
    if (audience === 'all' || audience === record.visibility) return [];
    const who = audience === 'loggedIn' ? 'logged-in players' : 'logged-out visitors';
    return [
      {
        pointer: '/visibility',
        rule: `${record.alias} is shown to ${who} only; a record cannot show it to ${record.visibility} visitors`,
      },
    ];
  };
}

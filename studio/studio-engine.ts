import { componentCatalog } from '../components/index.ts';
import { createComponentRecordReview, createComposer } from '../engine/compose/index.ts';
import { createSchemaValidator, loadBrands, type BrandFolder } from '../engine/manifest/index.ts';

/** The engine as the studio uses it, with the same validator, catalogue rules and composer as the CLI and the site. */
export function createStudioEngine() {
  const validator = createSchemaValidator();
  const reviewComponent = createComponentRecordReview(componentCatalog);
  const composePage = createComposer({ catalog: componentCatalog, validator });
  const load = (folders: readonly BrandFolder[]) => loadBrands(folders, { validator, reviewComponent });
  return { validator, composePage, load };
}

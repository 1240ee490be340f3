import path from 'node:path';
import { componentCatalog } from '../../components/index.ts';
import { readRulebookFiles } from '../../engine/brand-files/index.ts';
import { createComponentRecordReview, createComposer } from '../../engine/compose/index.ts';
import { createSchemaValidator, loadBrands, type BrandFolder } from '../../engine/manifest/index.ts';

/** The regulators' rulebooks the studio checks markets and records against: the repository's. */
export const STUDIO_RULEBOOKS_DIR = path.resolve(import.meta.dirname, '../../rulebooks');

/** The site's player-facing strings, messages/<language>/<area>.json, that a market's languages are checked against: the repository's. */
export const STUDIO_MESSAGES_DIR = path.resolve(import.meta.dirname, '../../messages');

/** The engine as the studio uses it, with the same validator, catalogue rules, rulebooks and composer as the CLI and the site. */
export function createStudioEngine() {
  const validator = createSchemaValidator();
  const reviewComponent = createComponentRecordReview(componentCatalog);
  const composePage = createComposer({ catalog: componentCatalog, validator });
  const rulebooks = readRulebookFiles(STUDIO_RULEBOOKS_DIR);
  const load = (folders: readonly BrandFolder[]) => loadBrands(folders, { validator, reviewComponent, rulebooks });
  return { validator, composePage, load };
}

/** The regulators' rulebooks markets may name, as the loader reads them (a broken book is left out, as validation says). */
export const studioRulebooks = () => createStudioEngine().load([]).rulebooks;

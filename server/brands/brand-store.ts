import { componentCatalog } from '../../components/index.ts';
import { createBrandStore as createBrandFileStore, type BrandStore } from '../../engine/brand-files/index.ts';
import { createComponentRecordReview } from '../../engine/compose/index.ts';
import { builtLanguages } from '../../engine/i18n/messages/index.ts';
import type { Logger } from '../logging/logger.ts';

export type { BrandStore };

/**
 * The brands the site serves, each component record checked against the component catalogue, and
 * each language a brand offers against the strings this build has.
 */
export const createBrandStore = ({
  brandsDir,
  rulebooksDir,
  logger,
}: {
  brandsDir: string;
  /** Absent: `rulebooks/` beside brandsDir. */
  rulebooksDir?: string;
  logger: Logger;
}) =>
  createBrandFileStore({
    brandsDir,
    ...(rulebooksDir ? { rulebooksDir } : {}),
    logger,
    reviewComponent: createComponentRecordReview(componentCatalog),
    languages: builtLanguages,
  });

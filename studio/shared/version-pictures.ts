import type { PageData } from '../../engine/page/index.ts';
import type { PageRecord } from '../../schemas/index.ts';

/** The screens History draws a version's pictures on: a phone first, as most players see the brands. */
export const PICTURE_DEVICES = ['phone', 'desktop'] as const;
export type PictureDevice = (typeof PICTURE_DEVICES)[number];

/**
 * What History draws for one version of a file: for a page, its document before the version (null:
 * the version created it) and after it (null: the version removed it), with the page data the site's
 * components are drawn with; for a brand's or market's settings, no pictures.
 */
export type VersionPictures =
  | { kind: 'settings'; file: string; commit: string; date: string }
  | {
      kind: 'page';
      file: string;
      commit: string;
      date: string;
      device: PictureDevice;
      before: PageRecord | null;
      after: PageRecord | null;
      data: PageData;
    };

import { useEffect, useState } from 'react';
import { componentCatalog, type ComponentDefinition } from '../../../components/index.ts';
import type { ComponentRecord, PageRecord } from '../../../schemas/index.ts';
import { CANVAS_COOKIE } from '../../shared/canvas-paths.ts';
import { CanvasItem } from '../page-editor/CanvasItem.tsx';
import { CanvasProviders, useBrandDocument } from '../page-editor/CanvasProviders.tsx';
import { componentTitle } from '../../shared/component-titles.ts';
import { studioClient, type PictureDevice, type VersionPictures } from '../common/studio-client.ts';

/** The page History draws one side of a version in, inside a frame as wide as the screen it stands for. */
const PICTURE_PAGE = '/picture.html';

export type PictureSide = 'before' | 'after';

/** Which picture a frame draws: a version of a file, before or after it, on a phone or a desktop. */
export interface PictureRequest {
  file: string;
  commit: string;
  side: PictureSide;
  device: PictureDevice;
}

/** The frame's address for a picture. */
export const pictureUrl = ({ file, commit, side, device }: PictureRequest) =>
  `${PICTURE_PAGE}?${new URLSearchParams({ file, commit, side, device })}`;

/** The picture a frame's address names; the studio checks the file and commit again. */
export const versionPictureOf = (query: URLSearchParams): PictureRequest => ({
  file: query.get('file') ?? '',
  commit: query.get('commit') ?? '',
  side: query.get('side') === 'before' ? 'before' : 'after',
  device: query.get('device') === 'desktop' ? 'desktop' : 'phone',
});

/** Whether a logged-out visitor sees the record: not one for logged-in players, nor a component left out of this kind of page. */
function seenLoggedOut(record: ComponentRecord, kind: PageRecord['kind']) {
  const definition = componentCatalog[record.alias as keyof typeof componentCatalog] as ComponentDefinition | undefined;
  return (
    record.visibility !== 'loggedIn' &&
    definition?.audience !== 'loggedIn' &&
    !(definition?.excludedOn as readonly string[] | undefined)?.includes(kind)
  );
}

type Drawn = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; pictures: VersionPictures };

/** The site's pictures in the frame reach the live preview as a visitor of the brand, unless the editor names it already. */
function visitBrand(brand: string, country: string | null | undefined, device: PictureDevice) {
  const named = new RegExp(`(?:^|;\\s*)${CANVAS_COOKIE}=([^;|]*)`).exec(document.cookie)?.[1];
  if (decodeURIComponent(named ?? '') === brand) return;
  const visitor = `${brand}|${country ?? ''}|${device === 'phone' ? 'mobile' : 'desktop'}`;
  document.cookie = `${CANVAS_COOKIE}=${encodeURIComponent(visitor)}; path=/; SameSite=Strict`;
}

/**
 * One side of a version of a page, drawn as the editor's canvas draws a page: the site's own
 * components with the version's props, in the brand's theme, for a logged-out visitor of the page's
 * market on the screen asked for.
 */
export function VersionPicture({ file, commit, side, device }: PictureRequest) {
  const [drawn, setDrawn] = useState<Drawn>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    studioClient.pictures(file, commit, device).then(
      (pictures) => live && setDrawn({ state: 'ready', pictures }),
      (error: Error) => live && setDrawn({ state: 'failed', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [file, commit, device]);
  const pictures = drawn.state === 'ready' ? drawn.pictures : undefined;
  const data = pictures?.kind === 'page' ? pictures.data : undefined;
  useBrandDocument(document, data);
  useEffect(() => {
    if (data) visitBrand(data.brand.name, data.market.country, device);
  }, [data, device]);

  if (drawn.state === 'loading') return <p className="picture-note">Drawing the page…</p>;
  if (drawn.state === 'failed') return <p className="picture-note">{drawn.message}</p>;
  if (drawn.pictures.kind === 'settings') return <p className="picture-note">Pictures are for pages.</p>;
  const page = drawn.pictures[side];
  if (!page)
    return (
      <p className="picture-note">{side === 'before' ? 'The version created the page.' : 'The version removed the page.'}</p>
    );
  return (
    <CanvasProviders data={drawn.pictures.data} loggedIn={false}>
      <main>
        {page.components.map((record, index) => {
          const id = `record-${index}-${record.alias}`;
          if (!seenLoggedOut(record, page.kind)) return null;
          return (
            <CanvasItem
              key={id}
              alias={record.alias}
              id={id}
              name={componentTitle(record.alias).title}
              props={(record.props ?? {}) as Record<string, unknown>}
            />
          );
        })}
      </main>
    </CanvasProviders>
  );
}

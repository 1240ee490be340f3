import { useEffect, useState } from 'react';
import { studioClient, type HistoryEntry, type PictureDevice, type VersionPictures } from '../common/studio-client.ts';
import { pictureUrl, type PictureSide } from './VersionPicture.tsx';

/** The screens a picture stands for, and how wide History draws it. */
const SCREENS: Record<PictureDevice, { width: number; height: number; shown: number; label: string }> = {
  phone: { width: 390, height: 844, shown: 280, label: 'Phone' },
  desktop: { width: 1280, height: 800, shown: 520, label: 'Desktop' },
};

type Answer = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; pictures: VersionPictures };

/**
 * A version of a page as players saw it before and after it, side by side, scaled down; drawn only
 * once the manager asks, so a long History draws nothing it is not asked for.
 */
export function BeforeAfter({
  file,
  name,
  version,
  when,
}: {
  file: string;
  /** The file's name for people ("Lobby · Great Britain"). */
  name: string;
  version: HistoryEntry;
  /** The version's date in the manager's words ("28 Nov 2026, 14:05"). */
  when: string;
}) {
  const [device, setDevice] = useState<PictureDevice>('phone');
  const [answer, setAnswer] = useState<Answer>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    studioClient.pictures(file, version.commit, 'phone').then(
      (pictures) => live && setAnswer({ state: 'ready', pictures }),
      (error: Error) => live && setAnswer({ state: 'failed', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [file, version.commit]);

  if (answer.state === 'loading') return <p className="pictures-note">Reading the version…</p>;
  if (answer.state === 'failed') return <p role="alert">{answer.message}</p>;
  const { pictures } = answer;
  if (pictures.kind === 'settings')
    return (
      <p className="pictures-note">Pictures are for pages: this version changed settings, which the words above describe.</p>
    );
  const screen = SCREENS[device];
  const scale = screen.shown / screen.width;
  const figure = (side: PictureSide) => {
    const label = side === 'before' ? 'Before' : 'After';
    const missing = side === 'before' ? 'This version created the page: there is no before.' : 'This version removed the page.';
    return (
      <figure>
        <figcaption>
          {label} <time dateTime={version.date}>{when}</time>
        </figcaption>
        {pictures[side] ? (
          <div className="picture-frame" style={{ width: screen.shown, height: screen.height * scale }}>
            <iframe
              title={`${name} ${side} the version of ${when}`}
              src={pictureUrl({ file, commit: pictures.commit, side, device })}
              width={screen.width}
              height={screen.height}
              loading="lazy"
              style={{ transform: `scale(${scale})` }}
            />
          </div>
        ) : (
          <p className="pictures-note" style={{ width: screen.shown }}>
            {missing}
          </p>
        )}
      </figure>
    );
  };
  return (
    <div className="before-after" aria-label={`before and after the version of ${when}`} role="group">
      <fieldset className="picture-screens">
        <legend>Screen</legend>
        {(Object.keys(SCREENS) as PictureDevice[]).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={`screen-${version.commit}`}
              checked={device === choice}
              onChange={() => setDevice(choice)}
            />{' '}
            {SCREENS[choice].label}
          </label>
        ))}
      </fieldset>
      <div className="pictures">
        {figure('before')}
        {figure('after')}
      </div>
    </div>
  );
}

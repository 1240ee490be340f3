import { useEffect, useState } from 'react';
import type { Visitor } from './ExplainPanel.tsx';
import { PreviewStatus } from './PreviewStatus.tsx';
import type { BrandRow } from '../common/studio-client.ts';
import type { LivePreview } from './use-live-preview.ts';
import { VisitorMarket } from './VisitorMarket.tsx';
import { VisitorCountry, VisitorToggle } from './VisitorSwitches.tsx';

/** The screens a brand manager checks a brand's look on. */
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1280, height: 800 },
} as const;
type Viewport = keyof typeof VIEWPORTS;
/** How wide the frame may be drawn beside the settings; a wider screen is shown scaled down. */
const FRAME_WIDTH = 560;

/** The screen the preview stands for: a phone, a tablet or a desktop, each at its size. */
function ScreenChoice({ viewport, onViewport }: { viewport: Viewport; onViewport: (viewport: Viewport) => void }) {
  return (
    <label>
      Screen{' '}
      <select aria-label="preview screen" value={viewport} onChange={(event) => onViewport(event.target.value as Viewport)}>
        <option value="phone">Phone 390 × 844</option>
        <option value="tablet">Tablet 820 × 1180</option>
        <option value="desktop">Desktop 1280 × 800</option>
      </select>
    </label>
  );
}

/**
 * Beside a brand's or a market's settings: the brand's lobby as the real site renders it from the
 * unsaved drafts, in a frame, for a market, country, logged in or out, web or wrapped app, and a
 * phone, tablet or desktop screen. A draft that brings problems leaves the last good preview in place.
 */
export function PreviewPanel({
  live,
  brands,
  brand: editedBrand,
  visitor,
  onVisitor,
}: {
  live: LivePreview;
  brands: BrandRow[];
  /** The brand of the file being edited: the preview starts there. */
  brand: string;
  visitor: Visitor;
  onVisitor(visitor: Visitor): void;
}) {
  const [wrappedApp, setWrappedApp] = useState(false);
  const [viewport, setViewport] = useState<Viewport>(visitor.mobile ? 'phone' : 'desktop');
  const [chosenBrand, setChosenBrand] = useState<string>();
  // Another brand than the edited file's shows its lobby, with the drafts (a shared change shows there too).
  const brand = chosenBrand ?? editedBrand;
  const markets = brands.find((row) => row.name === brand)?.markets ?? [];
  useEffect(() => setChosenBrand(undefined), [editedBrand]);

  if (live.preview.state === 'off') return null;
  const size = VIEWPORTS[viewport];
  const scale = Math.min(1, FRAME_WIDTH / size.width);
  const entry = live.entry({ brand, path: '/', visitor, wrappedApp, device: viewport === 'desktop' ? 'desktop' : 'mobile' });

  return (
    <section className="panel preview" aria-label="preview">
      <header className="screen-header">
        <h2>Preview</h2>
        {entry && (
          <a href={entry} target="_blank" rel="noreferrer">
            Open full size in a new tab
          </a>
        )}
      </header>
      <div className="switches">
        <label>
          Brand{' '}
          <select aria-label="preview brand" value={brand} onChange={(event) => setChosenBrand(event.target.value)}>
            {brands.map((row) => (
              <option key={row.name} value={row.name}>
                {row.displayName ?? row.name}
              </option>
            ))}
          </select>
        </label>
        <VisitorMarket label="preview market" markets={markets} visitor={visitor} onVisitor={onVisitor} />
        <VisitorCountry ariaLabel="preview country" size={3} visitor={visitor} onVisitor={onVisitor} />
        <VisitorToggle field="loggedIn" label="Logged in" ariaLabel="preview logged in" visitor={visitor} onVisitor={onVisitor} />
        <label>
          <input type="checkbox" checked={wrappedApp} onChange={(event) => setWrappedApp(event.target.checked)} /> Android app
        </label>
        <ScreenChoice
          viewport={viewport}
          onViewport={(chosen) => {
            setViewport(chosen);
            onVisitor({ ...visitor, mobile: chosen !== 'desktop' });
          }}
        />
      </div>
      <PreviewStatus {...live} />
      <div className="frame" style={{ width: size.width * scale, height: size.height * scale }}>
        {entry && (
          <iframe
            title={`preview of ${brand} /`}
            src={entry}
            width={size.width}
            height={size.height}
            style={{ transform: `scale(${scale})`, transformOrigin: '0 0' }}
          />
        )}
      </div>
    </section>
  );
}

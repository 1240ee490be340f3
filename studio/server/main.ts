import { homedir } from 'node:os';
import path from 'node:path';
import { startStudio } from './start-studio.ts';

/** `npm run studio`: the brand studio over this repository's brands/ (STUDIO_PORT moves it off 3100). */
const DEFAULT_PORT = 3100;
const port = Number(process.env.STUDIO_PORT ?? DEFAULT_PORT);
const brandsDir = path.resolve(process.env.STUDIO_BRANDS_DIR ?? path.join(import.meta.dirname, '../..', 'brands'));
// The manager's name and other settings, kept for this computer's user (STUDIO_SETTINGS_FILE moves them).
const settingsFile = path.resolve(
  process.env.STUDIO_SETTINGS_FILE ??
    path.join(process.env.XDG_CONFIG_HOME ?? path.join(homedir(), '.config'), 'croupier-studio', 'settings.json'),
);
const starting = startStudio({ brandsDir, settingsFile, port });
// Listening from the first moment: a stop while the studio is still starting (its preview's processes
// already running) waits for the start, then stops all it started, rather than leaving them behind.
const stop = () => void starting.then((studio) => studio.close()).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
const studio = await starting;
console.log(`brand studio on ${studio.url} over ${brandsDir} (Ctrl-C stops it)`);

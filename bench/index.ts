import { benchBundle } from './bundle.bench.ts';
import { benchEngine } from './engine.bench.ts';
import { benchFirstScreenImages } from './first-screen-images.bench.ts';
import { benchLighthouse } from './lighthouse.bench.ts';
import { benchPublish } from './publish.bench.ts';
import { benchSearch } from './search.bench.ts';
import { benchServer } from './server.bench.ts';

/**
 * `npm run bench`: speed lives here, never in tests. `npm run bench -- server search` runs only the
 * sections named.
 */
const BRANDS = ['croupier', 'hippodrome', 'jackpotcity'];
const SECTIONS: [name: string, title: string, run: () => Promise<unknown>][] = [
  ['engine', 'brand engine', benchEngine],
  ['bundle', 'browser bundle', () => benchBundle(BRANDS)],
  ['lighthouse', "Lighthouse, mobile preset: each brand's lobby, a game page and a blog post", () => benchLighthouse(BRANDS)],
  [
    'images',
    "the lobby's first screen on a phone: image bytes, usual catalogue and 10,000 games",
    () => benchFirstScreenImages(BRANDS),
  ],
  ['search', "the lobby's search over 10,000 games (Debian's chromium, 1280×900)", benchSearch],
  [
    'server',
    'server (built, its own process; loopback, 50 connections or 200 where named, 3 s a round, median of 3 rounds in turns)',
    benchServer,
  ],
  ['publish', 'publish to fresh: a content edit through the reference topology (nginx, two instances, Redis)', benchPublish],
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !SECTIONS.some(([section]) => section === name));
if (unknown.length) {
  console.error(`no such bench section: ${unknown.join(', ')} (sections: ${SECTIONS.map(([name]) => name).join(', ')})`);
  process.exit(2);
}
for (const [name, title, run] of SECTIONS) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n# ${title}`);
  await run();
}

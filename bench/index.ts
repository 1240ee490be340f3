import { benchBundle } from './bundle.bench.ts';
import { benchEngine } from './engine.bench.ts';
import { benchLighthouse } from './lighthouse.bench.ts';
import { benchSearch } from './search.bench.ts';
import { benchServer } from './server.bench.ts';

/** `npm run bench`: speed lives here, never in tests. */
console.log('# brand engine');
await benchEngine();
const BRANDS = ['croupier', 'hippodrome', 'jackpotcity'];
console.log('\n# browser bundle');
await benchBundle(BRANDS);
console.log("\n# Lighthouse, mobile preset, each brand's lobby");
await benchLighthouse(BRANDS);
console.log("\n# the lobby's search over 10,000 games (Debian's chromium, 1280×900)");
await benchSearch();
console.log('\n# server (loopback, 16 connections, 4 s each)');
await benchServer();

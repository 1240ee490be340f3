import { benchBundle } from './bundle.bench.ts';
import { benchEngine } from './engine.bench.ts';
import { benchServer } from './server.bench.ts';

/** `npm run bench`: speed lives here, never in tests. */
console.log('# brand engine');
await benchEngine();
console.log('\n# browser bundle');
benchBundle();
console.log('\n# server (loopback, 16 connections, 4 s each)');
await benchServer();

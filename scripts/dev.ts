import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pino } from 'pino';
import { readDemoSandboxConfig, startSandbox } from '../sandbox/index.ts';
import { demoPublishHook } from './demo-publish-hook.ts';

/**
 * `npm run dev`: the sandbox platform (brands/ reloaded live), the client rebuilt on every change,
 * the server rebuilt and restarted on every code change and reloading brands/ live itself. The server
 * runs built, as in production: its components' `*.css.ts` need vite's vanilla-extract plugin.
 */
const bin = (name: string) => path.resolve(import.meta.dirname, '../node_modules/.bin', name);
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development' };
const sandbox = await startSandbox({
  ...readDemoSandboxConfig(),
  watchBrands: true,
  publishHook: demoPublishHook(env),
  logger: pino({ level: process.env.LOG_LEVEL ?? 'info', base: undefined }),
});
Object.assign(env, sandbox.siteEnv);
const serverBuild = ['build', '--config', 'vite.server.config.ts', '--mode', 'development', '--logLevel', 'warn'];
// The server is built once before it starts, then again on every change (node restarts it).
spawnSync(bin('vite'), serverBuild, { stdio: 'inherit', env });
const children: ChildProcess[] = [
  spawn(bin('vite'), ['build', '--watch', '--mode', 'development', '--logLevel', 'warn'], { stdio: 'inherit', env }),
  spawn(bin('vite'), [...serverBuild, '--watch'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['--enable-source-maps', '--watch', 'dist/server/index.js'], { stdio: 'inherit', env }),
];

const stop = (signal: NodeJS.Signals) => {
  for (const child of children) child.kill(signal);
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.once('exit', (code) => {
    stop('SIGTERM');
    void sandbox.close();
    process.exitCode = code ?? 0;
  });

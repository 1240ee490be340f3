import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pino } from 'pino';
import { readDemoSandboxConfig, startSandbox } from '../sandbox/index.ts';
import { demoPublishHook } from './demo-publish-hook.ts';

/**
 * `npm run dev`: the sandbox platform (brands/ reloaded live), the client rebuilt on every change,
 * the server restarted on every code change and reloading brands/ live itself.
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
const children: ChildProcess[] = [
  spawn(bin('vite'), ['build', '--watch', '--mode', 'development', '--logLevel', 'warn'], { stdio: 'inherit', env }),
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/index.ts'], { stdio: 'inherit', env }),
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

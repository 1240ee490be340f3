import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pino } from 'pino';
import { readDemoSandboxConfig, startSandbox } from '../sandbox/index.ts';

/**
 * `npm run dev`: the sandbox platform (brands/ reloaded live), the client rebuilt on every change,
 * the server restarted on every code change and reloading brands/ live itself.
 */
const bin = (name: string) => path.resolve(import.meta.dirname, '../node_modules/.bin', name);
const sandbox = await startSandbox({
  ...readDemoSandboxConfig(),
  watchBrands: true,
  logger: pino({ level: process.env.LOG_LEVEL ?? 'info', base: undefined }),
});
const env = { ...process.env, ...sandbox.siteEnv, NODE_ENV: 'development' };
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

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run dev`: the client rebuilt on every change, the server restarted on every code change,
 * brands/ reloaded live by the server itself.
 */
const bin = (name: string) => path.resolve(import.meta.dirname, '../node_modules/.bin', name);
const env = { ...process.env, NODE_ENV: 'development' };
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
    process.exitCode = code ?? 0;
  });

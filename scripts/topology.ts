import { startTopology } from './topology-processes.ts';

/**
 * `npm run topology`: the reference topology of docs/operators.md on this machine (Redis,
 * the sandbox platform, two built instances, Varnish from deploy/varnish.vcl), on the loopback ports it
 * prints. Ctrl-C stops them all.
 */
const topology = await startTopology({ logLevel: process.env.LOG_LEVEL ?? 'warn' });
const [a, b] = topology.ports;
process.stdout.write(
  [
    `edge (Varnish)    http://127.0.0.1:${topology.edgePort}`,
    `instance a        http://127.0.0.1:${a}`,
    `instance b        http://127.0.0.1:${b}`,
    `sandbox platform  ${topology.sandbox.platformUrl}`,
    `redis             127.0.0.1:${topology.redisPort}`,
    'Edit a file under brands/*/content and both instances and the edge serve it within seconds. Ctrl-C stops everything.',
    '',
  ].join('\n'),
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void topology.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

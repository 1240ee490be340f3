import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Request } from 'express';
import { isCraftedPath } from '../security/reject-crafted-paths.ts';
import type { PlatformProxy } from './platform-proxy.ts';

/** WebSocket upgrades: only the broker hub, only on a known host; anything else is answered 404. */
export function hubUpgrades({
  hub,
  knownHost,
}: {
  hub: PlatformProxy | undefined;
  knownHost: (host: string | undefined) => boolean;
}) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = req.url ?? '';
    if (!knownHost(req.headers.host) || !hub || !path.startsWith('/api/broker/') || isCraftedPath(path)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    hub.upgrade(req as Request, socket as never, head);
  };
}

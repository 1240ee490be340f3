import { createContext, useContext, type ReactNode } from 'react';
import type { PlatformClients } from '../platform/index.ts';

const PlatformContext = createContext<PlatformClients | null>(null);

/** Hands the app's platform clients down the tree: engine/render provides them once per app. */
export function PlatformProvider({ clients, children }: { clients: PlatformClients; children: ReactNode }) {
  return <PlatformContext.Provider value={clients}>{children}</PlatformContext.Provider>;
}

/** The app's platform clients; components never construct their own. */
export function usePlatform(): PlatformClients {
  const clients = useContext(PlatformContext);
  if (!clients) throw new Error('usePlatform needs a PlatformProvider above it (engine/render provides one per app)');
  return clients;
}

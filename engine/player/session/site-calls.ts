import type { HttpClient } from '../../platform/index.ts';
import type { GeoInfo } from '../../../schemas/index.ts';

export interface SingleSessionAnnouncement {
  productId: number;
  userId: number;
  guid: string;
  registeredProductId: number;
}

/** The site helper API and broker calls the session makes (SPEC §7 Local helper API, Message broker). */
export function createSiteCalls(http: HttpClient) {
  return {
    async ipAddress(): Promise<string | undefined> {
      const answer = await http.request<{ ipAddress?: string }>('GET', '/api/ip-address');
      return answer?.ipAddress;
    },
    async geoInfo(): Promise<GeoInfo | undefined> {
      const answer = await http.request<{ data?: GeoInfo }>('GET', '/api/geo-info');
      return answer?.data;
    },
    /** Tells the player's other sessions that this one is now the only one (the broker skips this guid). */
    async publishSingleSession({ productId, userId, guid, registeredProductId }: SingleSessionAnnouncement) {
      await http.request('POST', `/api/broker/clients/product/${productId}/user/${userId}/topic/single-session/publish`, {
        body: { content: { userId, guid, registeredProductId }, guId: guid },
        retry: false,
      });
    },
    /** Encrypts a username to keep on this device; only the server can read it back. */
    async encryptUsername(username: string): Promise<string | undefined> {
      const answer = await http.request<{ encryptedUsername?: string }>('POST', '/api/remember-username', {
        body: { operation: 'post', username },
        retry: false,
      });
      return answer?.encryptedUsername;
    },
    async decryptUsername(encryptedUsername: string): Promise<string | undefined> {
      const answer = await http.request<{ username?: string }>('POST', '/api/remember-username', {
        body: { operation: 'get', encryptedUsername },
        retry: false,
      });
      return answer?.username;
    },
  };
}

export type SiteCalls = ReturnType<typeof createSiteCalls>;

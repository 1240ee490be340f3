import type { ContentNode, ContentNodesResponse } from '../../schemas/index.ts';
import type { HttpClient } from './http-client.ts';

export type { ContentNode } from '../../schemas/index.ts';

/** The content service's node reads, through the site's helper API at /api/content. */
export function createContentClient(http: HttpClient) {
  return {
    /** GET nodes/{marketNodeId}/true?type=… → the market's pages of one kind, with their children. */
    async nodesOfType<T extends ContentNode = ContentNode>(
      { marketNodeId, country, type }: { marketNodeId: number; country: string; type: string },
      signal?: AbortSignal,
    ): Promise<T[]> {
      const query = new URLSearchParams({ type, countryIsoCode: country });
      const answer = await http.request<Partial<ContentNodesResponse> & { data?: T[] }>(
        'GET',
        `/api/content/nodes/${marketNodeId}/true?${query}`,
        { signal },
      );
      return answer?.data ?? [];
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;

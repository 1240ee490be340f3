import type { IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../schemas/platform/content/webhook-signature.ts';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { nodeIdsOfChangedFiles, sendPublishHook } from './publish-hook.ts';

const brand = (name: string, productNodeId: number, markets: Record<string, number>) => ({
  name,
  manifest: { productNodeId } as never,
  markets: Object.entries(markets).map(([id, marketNodeId]) => ({
    id,
    file: `${id}.json`,
    manifest: { marketNodeId } as never,
    rulebook: null,
  })),
});
const BRANDS = [brand('croupier', 3000, { gb: 3200, row: 3100 }), brand('hippodrome', 1000, { nz: 1100 })];

describe('nodeIdsOfChangedFiles', () => {
  it.each([
    ["a brand's lobby: its product node", ['croupier/content/lobby.json'], [3000]],
    ["a market's own content: that market's node", ['croupier/content/markets/gb/lobby.json'], [3200]],
    ["a market's manifest: that market's node", ['hippodrome/markets/nz.json'], [1100]],
    ['files of two brands: both', ['hippodrome/content/promotions.json', 'croupier/brand.json'], [1000, 3000]],
    ['a file of no brand: nothing', ['README.md'], []],
    ['no file named (a reload asked for): every brand', [], [3000, 1000]],
  ])('%s', (_case, files, nodeIds) => {
    expect(nodeIdsOfChangedFiles(BRANDS, files)).toEqual(nodeIds);
  });
});

describe('sendPublishHook', () => {
  const SECRET = 'the-demo-webhook-secret-of-32-bytes!';
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  let site: Listening | undefined;
  afterEach(() => site?.close());

  /** A site that answers the given statuses in turn, keeping what it was sent. */
  async function siteAnswering(statuses: number[]) {
    const received: { headers: IncomingHttpHeaders; body: Buffer }[] = [];
    site = await listen((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(statuses[Math.min(received.length - 1, statuses.length - 1)]!).end('{}');
      });
    });
    return { url: `${site.url}/api/hooks/content-published`, received };
  }

  it('retries a site that is not answering yet, with the same id, each attempt signed', async () => {
    const { url, received } = await siteAnswering([503, 502, 202]);
    expect(await sendPublishHook({ url, secret: SECRET }, [3000], quiet)).toBe(true);
    expect(received).toHaveLength(3);
    expect(new Set(received.map(({ headers }) => headers['webhook-id'])).size).toBe(1);
    for (const { headers, body } of received) expect(verifyWebhook(SECRET, headers, body, Date.now() / 1000).ok).toBe(true);
    expect(JSON.parse(received[0]!.body.toString())).toMatchObject({ type: 'content.published', data: { nodeIds: [3000] } });
  });

  it('gives up at once on a refusal (it would be refused again)', async () => {
    const { url, received } = await siteAnswering([401]);
    expect(await sendPublishHook({ url, secret: SECRET }, [3000], quiet)).toBe(false);
    expect(received).toHaveLength(1);
  });

  it('counts "already seen" as delivered: an earlier attempt got through', async () => {
    const { url } = await siteAnswering([409]);
    expect(await sendPublishHook({ url, secret: SECRET }, [3000], quiet)).toBe(true);
  });
});

import { afterAll, beforeAll, expect } from 'vitest';
import { createHttpClient, type HttpClient, type RequestOptions } from '../../engine/platform/index.ts';
import type { LoadedBrand, LoadedMarket } from '../../engine/manifest/index.ts';
import { SEEDED_PASSWORD } from '../../sandbox/core/sandbox-state.ts';
import { platformContract } from '../../sandbox/core/index.ts';
import type { BrokerTopic, LoginRequest, PlatformSchemaName, PublishRequest, PublishResponse } from '../../schemas/index.ts';
import { loadRepoBrands } from '../support/brand-folders.ts';
import { startSiteWithSandbox, type SiteWithSandbox } from '../support/site-with-sandbox.ts';

/** One call a client made, and what came back before the client read it. */
export interface RecordedCall {
  method: 'GET' | 'POST';
  path: string;
  body: unknown;
  answer: unknown;
}

/** The site's HTTP client against the site in front of the sandbox, remembering every call and its raw answer. */
function recordingClient(baseUrl: string) {
  const http = createHttpClient({ baseUrl, sleep: async () => {} });
  const calls: RecordedCall[] = [];
  const client: HttpClient = {
    async request<T>(method: 'GET' | 'POST', path: string, options?: RequestOptions) {
      const answer = await http.request<T>(method, path, options);
      calls.push({ method, path, body: options?.body, answer });
      return answer;
    },
  };
  return { client, calls };
}

/** Fails with every place where `value` breaks the contract's type `name`. */
export function expectContract(name: PlatformSchemaName, value: unknown) {
  expect(platformContract.check(name, value), `${name}: ${JSON.stringify(value)?.slice(0, 300)}`).toEqual([]);
}

/**
 * A contract test of one service: the site and the sandbox on loopback, the site's HTTP client recording
 * each call, and `expectCall(path, request, response)` checking the last call to a path on both sides.
 */
export function useContractPlatform() {
  let running: SiteWithSandbox;
  let recording: ReturnType<typeof recordingClient>;
  let brand: LoadedBrand;
  beforeAll(async () => {
    brand = [...(await loadRepoBrands()).values()][0]!;
    running = await startSiteWithSandbox({ gamesPerBrand: 60, env: { DEFAULT_BRAND: brand.name } });
    recording = recordingClient(running.site.url);
  });
  afterAll(() => running.close());

  return {
    get http() {
      return recording.client;
    },
    get brand() {
      return brand;
    },
    /** The platform's server-side publish of a broker message to one player (not a site call). */
    async publish(userId: number, topic: BrokerTopic, content: unknown): Promise<string> {
      const url = `${running.sandbox.siteEnv.PLATFORM_URL}/broker/clients/product/${brand.manifest.productNodeId}/user/${userId}/topic/${topic}/publish`;
      const body = { content, guId: 'contract-test' } satisfies PublishRequest;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer: unknown = await response.json();
      expectContract('PublishResponse', answer);
      return (answer as PublishResponse).messageInstanceUUID;
    },
    /** The market a seeded player of `country` plays in (the brand's rest-of-world market when none serves it). */
    marketOf(country: string): LoadedMarket {
      const { markets } = brand;
      return markets.find((market) => market.manifest.countryIso2Code === country) ?? markets.find((m) => m.manifest.isRow)!;
    },
    /** The login request the site sends, for a seeded player. */
    loginRequest(username: string, casinoId: number): LoginRequest {
      return {
        credentials: { username, password: SEEDED_PASSWORD, passwordType: 'password' },
        numLaunchTokens: 10,
        closeExistingSessions: true,
        identifiers: { ipAddress: '127.0.0.1' },
        firstPartyBlackBox: '',
        thirdPartyBlackBox: '',
        sessionProductId: casinoId,
      };
    },
    /** The last call whose path starts with `path` kept the contract: its body a `request`, its answer a `response`. */
    expectCall(path: string, { request, response }: { request?: PlatformSchemaName; response?: PlatformSchemaName }) {
      const call = recording.calls.findLast((candidate) => candidate.path.startsWith(path));
      expect(call, `no call to ${path}`).toBeDefined();
      if (request) expectContract(request, call!.body ?? {});
      if (response) expectContract(response, call!.answer);
    },
  };
}

import type { ProfiledPageId } from './profiling-pages.ts';

/** Where the provider's tag is and who we are to it: configuration (DEVICE_PROFILING_URL, _ORG_ID). */
export interface DeviceProfilingConfig {
  url: string;
  orgId: string;
}

/** The device-profiling provider (ThreatMetrix in the spec; the sandbox in the demo), as the site uses it. */
export interface DeviceProfiler {
  /** Loads the provider's tag for a profiled page; the profiling session's id goes to the platform page. */
  profile(pageId: ProfiledPageId): string;
  /** The provider's black box for a login, or '' when it does not answer within `waitMs` (never an error). */
  thirdPartyBlackBox(waitMs: number): Promise<string>;
}

/** The event the provider's tag fires when its black box is ready. */
export const PROFILE_READY_EVENT = 'croupier:device-profile';

const newSessionId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID().replace(/-/g, '') : Math.random().toString(36).slice(2);

/**
 * The provider behind its script tag: each load starts a profiling session (`session_id`, `page_id`,
 * `org_id`, `brand` in the tag's query); the tag answers with a `croupier:device-profile` event
 * carrying the session's black box.
 */
export function createTagProfiler(
  { url, orgId }: DeviceProfilingConfig,
  {
    brand,
    document: page = document,
    warn = console.warn,
  }: { brand: string; document?: Document; warn?: (message: string) => void },
): DeviceProfiler {
  let warned = false;
  function load(sessionId: string, pageId?: ProfiledPageId) {
    const query = new URLSearchParams({
      org_id: orgId,
      session_id: sessionId,
      brand,
      ...(pageId ? { page_id: String(pageId) } : {}),
    });
    const tag = page.createElement('script');
    tag.async = true;
    tag.src = `${url}/tag.js?${query}`;
    page.head.append(tag);
    return tag;
  }
  return {
    profile(pageId) {
      const sessionId = newSessionId();
      load(sessionId, pageId);
      return sessionId;
    },
    thirdPartyBlackBox(waitMs) {
      const sessionId = newSessionId();
      const view = page.defaultView ?? window;
      return new Promise<string>((resolve) => {
        const finish = (blackBox: string) => {
          clearTimeout(timer);
          view.removeEventListener(PROFILE_READY_EVENT, onReady);
          if (!blackBox && !warned) {
            warned = true;
            warn('device profiling: the provider did not answer in time; logging in without its black box');
          }
          resolve(blackBox);
        };
        const onReady = (event: Event) => {
          const detail = (event as CustomEvent<{ sessionId?: string; blackBox?: string }>).detail;
          if (detail?.sessionId === sessionId) finish(typeof detail.blackBox === 'string' ? detail.blackBox : '');
        };
        const timer = setTimeout(() => finish(''), waitMs);
        view.addEventListener(PROFILE_READY_EVENT, onReady);
        load(sessionId).addEventListener('error', () => finish(''));
      });
    },
  };
}

import { buildEvent, type AnalyticsEvent, type EventContext, type EventInput } from './analytics-event.ts';
import { KEY_EVENTS, type KeyEvent, type WrappedAppBridge } from './wrapped-app-bridge.ts';

export interface AnalyticsOptions {
  brand: string;
  /** The page's data layer (window.dataLayer). */
  dataLayer: { push(event: unknown): unknown };
  bridge: WrappedAppBridge;
  /** Whether key events are also forwarded to the wrapped app (brand.features.wrappedApp.forwardAnalytics). */
  forwardToApp: boolean;
  /** Reported once per page: the two jackpot toggles of SPEC §3. */
  toggles: Record<string, boolean>;
}

const ANONYMOUS: Pick<EventContext, 'customer' | 'flags'> = { customer: {}, flags: { isLoggedIn: false } };

/**
 * Analytics: events pushed to the data layer, identified on login and anonymised on logout; key
 * events forwarded to the wrapped app. Building or pushing an event never throws (SPEC §8).
 */
export function createAnalytics({ brand, dataLayer, bridge, forwardToApp, toggles }: AnalyticsOptions) {
  let context: EventContext = { brand, country: {}, ...ANONYMOUS };
  let username: string | undefined;

  function track(input: EventInput): AnalyticsEvent | undefined {
    try {
      const event = buildEvent(input, context);
      dataLayer.push(event);
      const name = input.data.eventName;
      if (forwardToApp && (KEY_EVENTS as readonly string[]).includes(name))
        bridge.forwardKeyEvent(name as KeyEvent, { eventType: input.kind }, username);
      return event;
    } catch {
      // Event-building errors are swallowed: analytics never breaks the page.
      return undefined;
    }
  }

  return {
    track,
    /** Who the events are about after a login. */
    identify(
      customer: EventContext['customer'],
      flags: Omit<EventContext['flags'], 'isLoggedIn'>,
      session: EventContext['session'],
      name?: string,
    ) {
      context = { ...context, customer, flags: { ...flags, isLoggedIn: true }, session };
      username = name;
    },
    /** Forgets the player on logout. */
    anonymise() {
      context = { ...context, ...ANONYMOUS, session: undefined };
      username = undefined;
    },
    setCountry(country: EventContext['country']) {
      context = { ...context, country };
    },
    pageLoad(path: string) {
      track({ kind: 'page_load', data: { eventName: 'page_load', eventDetail: path } });
      for (const [toggle, on] of Object.entries(toggles))
        track({ kind: 'toggle', data: { eventName: 'feature_toggle', eventDetail: toggle, eventDetail2: String(on) } });
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

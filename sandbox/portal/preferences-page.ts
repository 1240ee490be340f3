import type { Player } from '../core/index.ts';
import { renderTemplate } from '../core/index.ts';
import { SESSION_FIELD } from './launch-sessions.ts';
import { playerPage } from './player-page.ts';

type Channel = keyof Player['marketingPreferences'];

const CHANNELS: readonly { channel: Channel; label: string }[] = [
  { channel: 'email', label: 'Email' },
  { channel: 'sms', label: 'Text message (SMS)' },
  { channel: 'phone', label: 'Phone call' },
];

/** Reads the ticked boxes of the preferences form: a box that is not ticked is not sent at all. */
export function preferencesFromForm(body: Record<string, unknown>): Player['marketingPreferences'] {
  const ticked = (channel: Channel) => body[channel] === 'on' || body[channel] === 'true';
  return { email: ticked('email'), sms: ticked('sms'), phone: ticked('phone') };
}

/** The player's marketing preferences form (portal/preferences-page.eta). */
export function preferencesPage({
  player,
  sessionId,
  action,
  saved,
}: {
  player: Player;
  sessionId: string;
  action: string;
  saved: boolean;
}): string {
  return playerPage({
    title: 'Communication preferences',
    body: renderTemplate('portal/preferences-page', {
      saved,
      action,
      sessionField: SESSION_FIELD,
      sessionId,
      channels: CHANNELS,
      preferences: player.marketingPreferences,
    }),
  });
}

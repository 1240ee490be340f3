import type { Player } from '../core/index.ts';
import { html } from '../core/index.ts';
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
    body: html`<h1>Communication preferences</h1>
      ${
        saved
          ? html`<div class="panel status-success" role="status">
              <p><strong>Your preferences have been saved.</strong></p>
            </div>`
          : ''
      }
      <section>
        <form method="post" action="${action}">
          <input type="hidden" name="${SESSION_FIELD}" value="${sessionId}" />
          <fieldset>
            <legend>How may we contact you about offers and promotions?</legend>
            <p class="hint">Tick the ways you are happy to hear from us. Untick them all to receive no marketing.</p>
            ${CHANNELS.map(
              ({ channel, label }) =>
                html`<label class="choice">
                  <input type="checkbox" name="${channel}" ${player.marketingPreferences[channel] ? html`checked` : ''} />
                  ${label}
                </label>`,
            )}
          </fieldset>
          <button type="submit">Save preferences</button>
        </form>
      </section>
      <p class="hint">We will still contact you about your account and your safety when we need to.</p>`,
  });
}

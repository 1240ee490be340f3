import { useAnalytics } from '../../engine/analytics/index.ts';
import { gameMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvents, usePlayerSessionView } from '../../engine/player/index.ts';
import { useText } from '../../engine/page/index.ts';
import { Button, ButtonLink } from '../ui/index.ts';

/** Opens the banking window from a game, counted as SPEC §7's key event "banking launch click". */
export function useOpenBanking(area: string) {
  const events = useAppEvents();
  const analytics = useAnalytics();
  return () => {
    analytics.track({ kind: 'banking_launch', data: { eventName: 'banking_launch_click', eventArea: area } });
    events.emit('modal:open', { name: 'banking' });
  };
}

/**
 * SPEC §2 in-game mobile menu's two actions: banking (for players) and back to the lobby, each a
 * key event of SPEC §7 ("banking launch click", "mobile in-game menu lobby redirect").
 */
export function InGameMenuActions({ showBanking = true, onAction }: { showBanking?: boolean; onAction?(): void }) {
  const t = useText(gameMessages);
  const analytics = useAnalytics();
  const openBanking = useOpenBanking('in-game menu');
  const { loggedIn } = usePlayerSessionView();
  return (
    <>
      {loggedIn && showBanking ? (
        <Button
          type="button"
          size="small"
          onClick={() => {
            onAction?.();
            openBanking();
          }}
        >
          {t('menu.banking')}
        </Button>
      ) : null}
      <ButtonLink
        href="/"
        variant="secondary"
        size="small"
        onClick={() =>
          analytics.track({
            kind: 'interaction',
            data: { eventName: 'mobile_in_game_menu_lobby_redirect', eventArea: 'in-game menu' },
          })
        }
      >
        {t('menu.lobby')}
      </ButtonLink>
    </>
  );
}

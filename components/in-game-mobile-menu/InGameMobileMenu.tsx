import { gameMessages } from '../../engine/i18n/index.ts';
import { useAppEvents, usePlayerSessionView } from '../../engine/player/index.ts';
import { useText, styled } from '../../engine/page/index.ts';
import { Button } from '../ui/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';

/** Only on phones: on larger screens the header and the game window's bar do this job. */
const Menu = styled('nav', {
  display: 'none',
  '@mobile': {
    display: 'flex',
    position: 'sticky',
    bottom: 0,
    zIndex: '$header',
    gap: '$2',
    padding: '$2',
    backgroundColor: '$surfaceRaised',
    borderTop: '1px solid $border',
    '& > *': { flex: 1 },
  },
});

/** SPEC §2 in-game mobile menu: banking (for players) and back to the lobby. */
export default function InGameMobileMenu({ props }: ComponentRenderProps<'inGameMobileMenu'>) {
  const t = useText(gameMessages);
  const events = useAppEvents();
  const { loggedIn } = usePlayerSessionView();
  return (
    <Menu aria-label={t('menu.label')}>
      {loggedIn && props.showBanking !== false ? (
        <Button type="button" size="small" onClick={() => events.emit('modal:open', { name: 'banking' })}>
          {t('menu.banking')}
        </Button>
      ) : null}
      <Button as="a" href="/" variant="secondary" size="small">
        {t('menu.lobby')}
      </Button>
    </Menu>
  );
}

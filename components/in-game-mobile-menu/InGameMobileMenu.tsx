import { gameMessages } from '../../engine/i18n/index.ts';
import { useAppEvents, usePlayerSessionView } from '../../engine/player/index.ts';
import { useText } from '../../engine/page/index.ts';
import { Button, ButtonLink } from '../ui/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { menu } from './InGameMobileMenu.css.ts';

/** SPEC §2 in-game mobile menu: banking (for players) and back to the lobby. */
export default function InGameMobileMenu({ props }: ComponentRenderProps<'inGameMobileMenu'>) {
  const t = useText(gameMessages);
  const events = useAppEvents();
  const { loggedIn } = usePlayerSessionView();
  return (
    <nav className={menu} aria-label={t('menu.label')}>
      {loggedIn && props.showBanking !== false ? (
        <Button type="button" size="small" onClick={() => events.emit('modal:open', { name: 'banking' })}>
          {t('menu.banking')}
        </Button>
      ) : null}
      <ButtonLink href="/" variant="secondary" size="small">
        {t('menu.lobby')}
      </ButtonLink>
    </nav>
  );
}

import { gameMessages } from '../../engine/i18n/messages/index.ts';
import { useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { InGameMenuActions } from './InGameMenuActions.tsx';
import { menu } from './InGameMobileMenu.css.ts';

/** SPEC §2 in-game mobile menu: banking (for players) and back to the lobby, at a phone's foot. */
export default function InGameMobileMenu({ props }: ComponentRenderProps<'inGameMobileMenu'>) {
  const t = useText(gameMessages);
  return (
    <nav className={menu} aria-label={t('menu.label')}>
      <InGameMenuActions showBanking={props.showBanking !== false} />
    </nav>
  );
}

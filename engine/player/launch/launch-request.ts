import type { CatalogueGame } from '../../platform/index.ts';
import type { Device } from '../../../schemas/index.ts';

/** Everything the launch and metered calls need, derived from the game, the market and the device. */
export interface LaunchRequest {
  gameGroupId: number;
  /** The brand's product node id (games use the product node id, SPEC §9). */
  productId: number;
  isMobile: boolean;
  /** The market is the rest-of-world market. */
  isROW: boolean;
  /** The module and client the device plays the game on: HTML5 on mobile, the desktop client otherwise. */
  moduleId: number;
  clientId: number;
  /** The site's origin, where the game posts its round messages. */
  siteOrigin?: string;
}

export function launchRequestFor({
  game,
  productNodeId,
  market,
  siteOrigin,
}: {
  game: Pick<CatalogueGame, 'GameGroupId' | 'Properties'>;
  productNodeId: number;
  market: { isRow: boolean; device: Device };
  /** The page's origin (location.origin), in the browser. */
  siteOrigin?: string;
}): LaunchRequest {
  const ids = game.Properties.gamePicker.Properties;
  const isMobile = market.device === 'mobile';
  return {
    gameGroupId: game.GameGroupId,
    productId: productNodeId,
    isMobile,
    isROW: market.isRow,
    moduleId: isMobile ? ids.gameHTML5ModuleId : ids.gameHTMLDesktopModuleID,
    clientId: isMobile ? ids.gameHTML5ClientID : ids.gameHTMLDesktopClientID,
    ...(siteOrigin === undefined ? {} : { siteOrigin }),
  };
}

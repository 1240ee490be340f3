import { useState } from 'react';
import { contentMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvent } from '../../engine/player/index.ts';
import { useBrand, useText } from '../../engine/page/index.ts';
import { readableTextColour } from '../ui/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { alert } from './PoorConnectionAlert.css.ts';

/**
 * SPEC §4: shown while the message broker's connection is lost ('connection:poor' true) and hidden
 * when it is back. The live region is always there so screen readers announce the change.
 */
export default function PoorConnectionAlert({ props }: ComponentRenderProps<'poorConnectionAlert'>) {
  const t = useText(contentMessages);
  const [poor, setPoor] = useState(false);
  useAppEvent('connection:poor', setPoor);
  // White or near-black, whichever reads on the brand's warning colour (white failed AA on two brands').
  const color = readableTextColour(useBrand().theme.toastColours.warning);
  return (
    <div className={alert} role="status">
      {poor ? <p style={{ color }}>{props.message ?? t('connection.poor')}</p> : null}
    </div>
  );
}

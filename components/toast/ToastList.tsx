import { contentMessages } from '../../engine/i18n/index.ts';
import { useToastList } from '../../engine/player/toasts/index.ts';
import { useBrand, useText, styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button } from '../ui/index.ts';
import { readableTextColour } from '../ui/index.ts';
import { ToastItem } from './ToastItem.tsx';

const Region = styled('div', {
  position: 'fixed',
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(480px, calc(100vw - 2rem))',
  zIndex: '$toast',
  pointerEvents: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  variants: { position: { top: { top: 'calc($header + $3)' }, bottom: { bottom: '$4' } } },
});
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' });

/**
 * The toast list (SPEC §4 Toasts): shows 'toast' events, drops duplicates by description, removes
 * each after its time. The live region is always present so screen readers hear new toasts.
 */
export function ToastList({ props }: ComponentRenderProps<'toast'>) {
  const t = useText(contentMessages);
  const { toastColours } = useBrand().theme;
  const { toasts, remove, clear } = useToastList();
  const visible = toasts.slice(0, props.maxVisible ?? toasts.length);
  return (
    <Region position={props.position ?? 'top'} role="status" aria-live="polite" aria-label={t('toast.region')}>
      {visible.length > 0 && (
        <List>
          {visible.map((toast) => (
            <ToastItem
              key={toast.id}
              toast={toast}
              typeLabel={t(`toast.type.${toast.type}`)}
              textColour={readableTextColour(toastColours[toast.type])}
              dismissLabel={t('toast.dismiss')}
              onRemove={remove}
            />
          ))}
        </List>
      )}
      {toasts.length > 1 && (
        <Button
          type="button"
          size="small"
          variant="ghost"
          onClick={clear}
          css={{ pointerEvents: 'auto', alignSelf: 'flex-end', backgroundColor: '$surfaceRaised' }}
        >
          {t('toast.clearAll')}
        </Button>
      )}
    </Region>
  );
}

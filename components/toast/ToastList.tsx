import { contentMessages } from '../../engine/i18n/messages/index.ts';
import { useToastList } from '../../engine/player/toasts/index.ts';
import { useBrand, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button } from '../ui/index.ts';
import { readableTextColour } from '../ui/index.ts';
import * as styles from './ToastList.css.ts';
import { ToastItem } from './ToastItem.tsx';

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
    <div
      className={styles.region({ position: props.position ?? 'top' })}
      role="status"
      aria-live="polite"
      aria-label={t('toast.region')}
    >
      {visible.length > 0 && (
        <ul className={styles.list}>
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
        </ul>
      )}
      {toasts.length > 1 && (
        <Button type="button" size="small" variant="ghost" onClick={clear} className={styles.clearAll}>
          {t('toast.clearAll')}
        </Button>
      )}
    </div>
  );
}

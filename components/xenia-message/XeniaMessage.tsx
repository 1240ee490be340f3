import { useSyncExternalStore } from 'react';
import { gameMessages } from '../../engine/i18n/messages/index.ts';
import { xeniaInboxFor, type XeniaMessage as Message } from '../../engine/player/broker/index.ts';
import { useAppEvents, usePlatform } from '../../engine/player/index.ts';
import { useText } from '../../engine/page/index.ts';
import { Button, ButtonLink, Dialog } from '../ui/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import * as styles from './XeniaMessage.css.ts';

const NONE: readonly Message[] = [];

function MessageBody({
  message,
  onAct,
  onDismiss,
  dismissLabel,
}: {
  message: Message;
  onAct(): void;
  onDismiss(): void;
  dismissLabel: string;
}) {
  return (
    <>
      {message.imageUrl ? <img src={message.imageUrl} alt="" /> : null}
      {message.body ? <p>{message.body}</p> : null}
      <div className={styles.actions}>
        {message.ctaText && message.ctaHref ? (
          <ButtonLink href={message.ctaHref} onClick={onAct}>
            {message.ctaText}
          </ButtonLink>
        ) : null}
        <Button type="button" variant="ghost" onClick={onDismiss}>
          {dismissLabel}
        </Button>
      </div>
    </>
  );
}

/**
 * SPEC §2 Xenia message: adverts and promotions the broker pushed, one at a time, as a dialog
 * (centre) or a banner (bottom). Closing acknowledges with close; following its link acknowledges
 * without.
 */
export default function XeniaMessage({ props }: ComponentRenderProps<'xeniaMessage'>) {
  const t = useText(gameMessages);
  const inbox = xeniaInboxFor(useAppEvents());
  const messages = useSyncExternalStore(inbox.subscribe, inbox.snapshot, () => NONE);
  const { broker: api } = usePlatform();
  const message = messages[0];
  if (!message) return null;

  const finish = (withClose: boolean) => {
    inbox.remove(message.messageInstanceUUID);
    void api.acknowledge(message.messageInstanceUUID, withClose).catch(() => undefined);
  };
  const title = message.title ?? t('xenia.defaultTitle');
  const body = (
    <MessageBody message={message} onAct={() => finish(false)} onDismiss={() => finish(true)} dismissLabel={t('xenia.dismiss')} />
  );

  if ((props.position ?? 'centre') === 'centre')
    return (
      <Dialog open title={title} closeLabel={t('xenia.close')} onClose={() => finish(true)}>
        <div className={styles.body}>{body}</div>
      </Dialog>
    );
  return (
    <aside className={styles.banner} aria-labelledby={`xenia-${message.messageInstanceUUID}`}>
      <div className={styles.body}>
        <h2 id={`xenia-${message.messageInstanceUUID}`}>{title}</h2>
        {body}
      </div>
    </aside>
  );
}

import { useSyncExternalStore } from 'react';
import { gameMessages } from '../../engine/i18n/index.ts';
import { xeniaInboxFor, type XeniaMessage as Message } from '../../engine/player/broker/index.ts';
import { useAppEvents, usePlatform } from '../../engine/player/index.ts';
import { useText, styled } from '../../engine/page/index.ts';
import { Button, ButtonLink, Dialog } from '../ui/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';

const NONE: readonly Message[] = [];

const Banner = styled('aside', {
  position: 'fixed',
  insetInline: '$4',
  bottom: '$4',
  zIndex: '$overlay',
  maxWidth: 720,
  marginInline: 'auto',
  display: 'flex',
  gap: '$4',
  alignItems: 'center',
  padding: '$4 $5',
  borderRadius: '$3',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  boxShadow: '$raised',
  border: '1px solid $border',
  '& h2': { fontSize: '$4', marginBottom: '$1' },
  '& p': { margin: 0 },
  '@mobile': { flexDirection: 'column', alignItems: 'stretch' },
});

const Body = styled('div', {
  flex: 1,
  display: 'grid',
  gap: '$3',
  '& img': { borderRadius: '$2', maxHeight: 220, objectFit: 'cover' },
});
const Actions = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap' });

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
      <Actions>
        {message.ctaText && message.ctaHref ? (
          <ButtonLink href={message.ctaHref} onClick={onAct}>
            {message.ctaText}
          </ButtonLink>
        ) : null}
        <Button type="button" variant="ghost" onClick={onDismiss}>
          {dismissLabel}
        </Button>
      </Actions>
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
        <Body>{body}</Body>
      </Dialog>
    );
  return (
    <Banner aria-labelledby={`xenia-${message.messageInstanceUUID}`}>
      <Body>
        <h2 id={`xenia-${message.messageInstanceUUID}`}>{title}</h2>
        {body}
      </Body>
    </Banner>
  );
}

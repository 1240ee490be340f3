import { useEffect, useRef, useState } from 'react';
import { gameMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvent } from '../../engine/player/index.ts';
import { classNames, useText } from '../../engine/page/index.ts';
import { Dialog, DockButton } from '../ui/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { QuestDetail } from './QuestDetail.tsx';
import { QuestList } from './QuestList.tsx';
import { QUEST_GLOW_MS, questsArrived } from './quest-notifications.ts';
import { useQuests } from './use-quests.ts';
import * as styles from './QuestsPanel.css.ts';

const QuestIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true">
    <path d="M7 4h10v4a5 5 0 0 1-10 0zM7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 13v4M8 20h8M9.5 17h5" />
  </svg>
);

/**
 * SPEC §2/§4 quests panel: a button with a counter of unseen quests that glows for 6 seconds when new
 * ones arrive, and a panel to open, close, go back, select a quest, read its terms and claim its reward.
 */
export default function QuestsPanel({ props }: ComponentRenderProps<'questsPanel'>) {
  const t = useText(gameMessages);
  const [open, setOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined);
  const data = useQuests(open);
  const [glowStarted, setGlowStarted] = useState(0);
  const [glowing, setGlowing] = useState(false);
  const previousCount = useRef(0);

  useAppEvent('modal:open', ({ name }) => name === 'quests' && setOpen(true));

  useEffect(() => {
    if (questsArrived(previousCount.current, data.unseenCount)) setGlowStarted((started) => started + 1);
    // Once the player has looked, there is nothing left to draw their eye to.
    else if (data.unseenCount === 0) setGlowing(false);
    previousCount.current = data.unseenCount;
  }, [data.unseenCount]);

  useEffect(() => {
    if (glowStarted === 0) return;
    setGlowing(true);
    const timer = setTimeout(() => setGlowing(false), QUEST_GLOW_MS);
    return () => clearTimeout(timer);
  }, [glowStarted]);

  const close = () => {
    setOpen(false);
    setSelectedId(undefined);
  };
  const selected = data.quests.find((quest) => quest.questId === selectedId);
  const title = props.title ?? t('quests.title');

  return (
    <>
      <DockButton
        type="button"
        className={classNames(glowing && styles.questsGlow)}
        data-glowing={glowing}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <QuestIcon />
        <span>{props.title ?? t('quests.button')}</span>
        {data.unseenCount > 0 ? (
          <span className={styles.counter}>
            <span aria-hidden="true">{data.unseenCount}</span>
            <span className="visually-hidden">{t('quests.newCount', { count: data.unseenCount })}</span>
          </span>
        ) : null}
      </DockButton>
      <Dialog open={open} title={selected ? selected.title : title} closeLabel={t('quests.close')} onClose={close} size="large">
        {selected ? (
          <QuestDetail quest={selected} claim={data.claim} onBack={() => setSelectedId(undefined)} />
        ) : (
          <QuestList data={data} emptyText={props.emptyText ?? t('quests.empty')} onSelect={setSelectedId} />
        )}
      </Dialog>
    </>
  );
}

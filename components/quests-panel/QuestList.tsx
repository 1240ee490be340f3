import { formatDate } from '../../engine/i18n/index.ts';
import { gameMessages } from '../../engine/i18n/messages/index.ts';
import { useMarket, useText } from '../../engine/page/index.ts';
import type { Quest } from '../../engine/platform/index.ts';
import type { useQuests } from './use-quests.ts';
import * as styles from './QuestList.css.ts';

type QuestsData = ReturnType<typeof useQuests>;

export function useStatusText() {
  const t = useText(gameMessages);
  return (status: Quest['status']) =>
    status === 'active'
      ? t('quests.statusActive')
      : status === 'completed'
        ? t('quests.statusCompleted')
        : t('quests.statusClaimed');
}

/** The panel's first view: the player's stats, their quests to pick from, rewards and free spins. */
export function QuestList({
  data,
  emptyText,
  onSelect,
}: {
  data: QuestsData;
  emptyText: string;
  onSelect(questId: number): void;
}) {
  const t = useText(gameMessages);
  const { locale } = useMarket();
  const statusText = useStatusText();
  const stats = data.stats.data;

  return (
    <>
      {stats ? (
        <section className={styles.section} aria-labelledby="quests-stats">
          <h3 id="quests-stats">{t('quests.statsTitle')}</h3>
          <dl className={styles.stats}>
            <div>
              <dt>{t('quests.statLoginStreak')}</dt>
              <dd>{stats.loginStreakDays}</dd>
            </div>
            <div>
              <dt>{t('quests.statQuestsCompleted')}</dt>
              <dd>{stats.questsCompleted}</dd>
            </div>
            <div>
              <dt>{t('quests.statRewardsClaimed')}</dt>
              <dd>{stats.rewardsClaimed}</dd>
            </div>
            <div>
              <dt>{t('quests.statSpinsPlayed')}</dt>
              <dd>{stats.spinsPlayed}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="quests-list">
        <h3 id="quests-list">{t('quests.title')}</h3>
        {data.campaigns.isError ? <p role="alert">{t('quests.loadFailed')}</p> : null}
        {data.campaigns.isSuccess && data.quests.length === 0 ? <p>{emptyText}</p> : null}
        <ul className={styles.list}>
          {data.quests.map((quest) => (
            <li key={quest.questId}>
              <button className={styles.questButton} type="button" onClick={() => onSelect(quest.questId)}>
                <strong>{quest.title}</strong>
                <span>
                  {statusText(quest.status)} · {t('quests.reward', { reward: quest.reward.description })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {data.rewards.data?.length ? (
        <section className={styles.section} aria-labelledby="quests-rewards">
          <h3 id="quests-rewards">{t('quests.rewardsTitle')}</h3>
          <ul className={styles.list}>
            {data.rewards.data.map((reward) => (
              <li key={`${reward.rewardId}-${reward.status}`}>
                {reward.title}: {reward.description} (
                {reward.status === 'claimed' ? t('quests.statusClaimed') : t('quests.statusCompleted')})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.freeSpins.data?.length ? (
        <section className={styles.section} aria-labelledby="quests-free-spins">
          <h3 id="quests-free-spins">{t('quests.freeSpinsTitle')}</h3>
          <ul className={styles.list}>
            {data.freeSpins.data.map((pack) => (
              <li key={pack.freeSpinsId}>
                {t('quests.freeSpinsEntry', {
                  spins: pack.spinsRemaining,
                  game: pack.gameName,
                  date: formatDate(pack.expiresAt, locale),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

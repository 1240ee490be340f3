import { formatDate, gameMessages } from '../../engine/i18n/index.ts';
import { useMarket, useText, styled } from '../../engine/page/index.ts';
import type { Quest } from '../../engine/platform/index.ts';
import type { useQuests } from './use-quests.ts';

const Section = styled('section', { marginTop: '$5', '& h3': { fontSize: '$4', marginBottom: '$3' } });
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3' });
const QuestButton = styled('button', {
  width: '100%',
  textAlign: 'start',
  display: 'grid',
  gap: '$1',
  padding: '$3 $4',
  borderRadius: '$2',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  cursor: 'pointer',
  '& strong': { fontSize: '$4' },
  '& span': { color: '$textMuted', fontSize: '$2' },
});
const Stats = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: '$3',
  margin: 0,
  '& div': { padding: '$3', borderRadius: '$2', backgroundColor: '$surface' },
  '& dt': { fontSize: '$2', color: '$textMuted' },
  '& dd': { margin: 0, fontSize: '$5', fontWeight: '$bold' },
});

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
        <Section aria-labelledby="quests-stats">
          <h3 id="quests-stats">{t('quests.statsTitle')}</h3>
          <Stats>
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
          </Stats>
        </Section>
      ) : null}
      <Section aria-labelledby="quests-list">
        <h3 id="quests-list">{t('quests.title')}</h3>
        {data.campaigns.isError ? <p role="alert">{t('quests.loadFailed')}</p> : null}
        {data.campaigns.isSuccess && data.quests.length === 0 ? <p>{emptyText}</p> : null}
        <List>
          {data.quests.map((quest) => (
            <li key={quest.questId}>
              <QuestButton type="button" onClick={() => onSelect(quest.questId)}>
                <strong>{quest.title}</strong>
                <span>
                  {statusText(quest.status)} · {t('quests.reward', { reward: quest.reward.description })}
                </span>
              </QuestButton>
            </li>
          ))}
        </List>
      </Section>
      {data.rewards.data?.length ? (
        <Section aria-labelledby="quests-rewards">
          <h3 id="quests-rewards">{t('quests.rewardsTitle')}</h3>
          <List>
            {data.rewards.data.map((reward) => (
              <li key={`${reward.rewardId}-${reward.status}`}>
                {reward.title}: {reward.description} (
                {reward.status === 'claimed' ? t('quests.statusClaimed') : t('quests.statusCompleted')})
              </li>
            ))}
          </List>
        </Section>
      ) : null}
      {data.freeSpins.data?.length ? (
        <Section aria-labelledby="quests-free-spins">
          <h3 id="quests-free-spins">{t('quests.freeSpinsTitle')}</h3>
          <List>
            {data.freeSpins.data.map((pack) => (
              <li key={pack.freeSpinsId}>
                {t('quests.freeSpinsEntry', {
                  spins: pack.spinsRemaining,
                  game: pack.gameName,
                  date: formatDate(pack.expiresAt, locale),
                })}
              </li>
            ))}
          </List>
        </Section>
      ) : null}
    </>
  );
}

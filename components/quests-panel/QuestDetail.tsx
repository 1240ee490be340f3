import { useState } from 'react';
import { formatDate } from '../../engine/i18n/index.ts';
import { gameMessages } from '../../engine/i18n/messages/index.ts';
import { sanitizeCmsHtml } from '../../engine/cms-html/index.ts';
import { useMarket, useText } from '../../engine/page/index.ts';
import { Button } from '../ui/index.ts';
import { useStatusText } from './QuestList.tsx';
import type { Quest } from '../../engine/platform/index.ts';
import type { useQuests } from './use-quests.ts';
import * as styles from './QuestDetail.css.ts';

/** One quest: its steps and progress, reward, end date, terms, and the claim button when it is complete. */
export function QuestDetail({
  quest,
  claim,
  onBack,
}: {
  quest: Quest;
  claim: ReturnType<typeof useQuests>['claim'];
  onBack(): void;
}) {
  const t = useText(gameMessages);
  const { locale } = useMarket();
  const statusText = useStatusText();
  const [showTerms, setShowTerms] = useState(false);
  const claimedHere = claim.isSuccess && claim.variables === quest.questId;
  const failedHere = claim.isError && claim.variables === quest.questId;

  return (
    <div>
      <Button type="button" variant="link" onClick={onBack}>
        ← {t('quests.back')}
      </Button>
      <p>{quest.description}</p>
      <p>
        <strong>{statusText(quest.status)}</strong> · {t('quests.endsOn', { date: formatDate(quest.endsAt, locale) })}
      </p>
      <ol className={styles.steps}>
        {quest.steps.map((step) => (
          <li key={step.description}>
            <div>{step.description}</div>
            <progress className={styles.bar} max={step.target} value={step.progress} aria-label={step.description} />
            <div>{t('quests.progress', { progress: step.progress, target: step.target })}</div>
          </li>
        ))}
      </ol>
      <p>{t('quests.reward', { reward: quest.reward.description })}</p>
      <div role="status">
        {claimedHere ? t('quests.claimed', { reward: quest.reward.description }) : null}
        {failedHere ? t('quests.claimFailed', { reason: claim.error.message }) : null}
      </div>
      <div className={styles.row}>
        {quest.status === 'completed' && !claimedHere ? (
          <Button type="button" disabled={claim.isPending} onClick={() => claim.mutate(quest.questId)}>
            {claim.isPending ? t('quests.claiming') : t('quests.claim')}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" aria-expanded={showTerms} onClick={() => setShowTerms((shown) => !shown)}>
          {showTerms ? t('quests.hideTerms') : t('quests.terms')}
        </Button>
      </div>
      {showTerms ? <div className={styles.terms} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(quest.termsHtml) }} /> : null}
    </div>
  );
}

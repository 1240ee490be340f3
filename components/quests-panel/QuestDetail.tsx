import { useState } from 'react';
import { formatDate, gameMessages } from '../../engine/i18n/index.ts';
import { sanitizeCmsHtml } from '../../engine/cms-html/index.ts';
import { useMarket, useText, styled } from '../../engine/page/index.ts';
import { Button } from '../ui/index.ts';
import { useStatusText } from './QuestList.tsx';
import type { Quest } from '../../engine/platform/index.ts';
import type { useQuests } from './use-quests.ts';

const Steps = styled('ol', { display: 'grid', gap: '$3', paddingInlineStart: '$5' });
const Bar = styled('progress', { width: '100%', height: 10, accentColor: '$primary' });
const Row = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap', marginTop: '$4' });
const Terms = styled('div', { marginTop: '$4', padding: '$4', borderRadius: '$2', backgroundColor: '$surface', fontSize: '$2' });

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
      <Steps>
        {quest.steps.map((step) => (
          <li key={step.description}>
            <div>{step.description}</div>
            <Bar max={step.target} value={step.progress} aria-label={step.description} />
            <div>{t('quests.progress', { progress: step.progress, target: step.target })}</div>
          </li>
        ))}
      </Steps>
      <p>{t('quests.reward', { reward: quest.reward.description })}</p>
      <div role="status">
        {claimedHere ? t('quests.claimed', { reward: quest.reward.description }) : null}
        {failedHere ? t('quests.claimFailed', { reason: claim.error.message }) : null}
      </div>
      <Row>
        {quest.status === 'completed' && !claimedHere ? (
          <Button type="button" disabled={claim.isPending} onClick={() => claim.mutate(quest.questId)}>
            {claim.isPending ? t('quests.claiming') : t('quests.claim')}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" aria-expanded={showTerms} onClick={() => setShowTerms((shown) => !shown)}>
          {showTerms ? t('quests.hideTerms') : t('quests.terms')}
        </Button>
      </Row>
      {showTerms ? <Terms dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(quest.termsHtml) }} /> : null}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { protectionMessages } from '../../engine/i18n/messages/index.ts';
import { usePlatform } from '../../engine/player/index.ts';
import { classNames, useRuleInForce, useText } from '../../engine/page/index.ts';
import { afterNextPaint } from '../../engine/main-thread/index.ts';
import { Button } from '../ui/index.ts';
import { isFirstDepositPromptDue } from './first-deposit-prompt.ts';
import * as styles from './SaferGambling.css.ts';

/** How far back a deposit counts as a player's first: the statement's longest span. */
const FIRST_DEPOSIT_LOOKBACK_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * What the cashier shows above its frame where the market has the safer-gambling tools: the link to
 * the deposit limits (RTS 12C), and before a first deposit with no limit set, the prompt to set one
 * (RTS 12A). Skipping hides it for this opening only.
 */
export function CashierLimits({ userToken, onOpenLimits }: { userToken: string; onOpenLimits: () => void }) {
  const t = useText(protectionMessages);
  const saferGamblingTools = useRuleInForce('saferGamblingTools') !== undefined;
  const { protection } = usePlatform();
  const [promptDue, setPromptDue] = useState(false);

  useEffect(() => {
    if (!saferGamblingTools) return;
    let current = true;
    const askWhetherPromptDue = async () => {
      const to = new Date();
      const [state, statement] = await Promise.all([
        protection.state(userToken),
        protection.statement(userToken, new Date(to.getTime() - FIRST_DEPOSIT_LOOKBACK_MS), to),
      ]);
      if (!current) return;
      setPromptDue(
        isFirstDepositPromptDue({
          limitCount: state.depositLimits.length,
          pendingCount: state.pendingIncreases.length,
          depositsMinor: statement.depositsMinor,
        }),
      );
    };
    // Asked after the banking window's first paint: a tap's update runs its effects before that paint.
    // The prompt is a courtesy on top of the platform's own refusals: without an answer the cashier opens as it is.
    const dropAsk = afterNextPaint(() => void askWhetherPromptDue().catch(() => undefined));
    return () => {
      current = false;
      dropAsk();
    };
  }, [saferGamblingTools, protection, userToken]);

  if (!saferGamblingTools) return null;
  if (!promptDue)
    return (
      <div className={classNames(styles.row, styles.limitsLink)}>
        <Button type="button" variant="link" size="small" onClick={onOpenLimits}>
          {t('link.limits')}
        </Button>
      </div>
    );
  return (
    <section className={classNames(styles.section, styles.cashierPrompt)} aria-label={t('prompt.title')}>
      <h3>{t('prompt.title')}</h3>
      <p>{t('prompt.message')}</p>
      <div className={styles.row}>
        <Button type="button" size="small" onClick={onOpenLimits}>
          {t('prompt.set')}
        </Button>
        <Button type="button" size="small" variant="ghost" onClick={() => setPromptDue(false)}>
          {t('prompt.skip')}
        </Button>
      </div>
    </section>
  );
}

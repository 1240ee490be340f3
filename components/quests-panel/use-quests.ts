import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Quest } from '../../engine/platform/index.ts';
import { useAppEvent, usePlatform, usePlayerSessionView } from '../../engine/player/index.ts';
import { markQuestsSeen, parseSeenQuests, seenQuestsKey, unseenQuestCount, type SeenQuests } from './quest-notifications.ts';

/** Quest progress changes as the player plays: look again every minute while the page is open. */
const CAMPAIGNS_REFRESH_MS = 60_000;

const NO_QUESTS: Quest[] = [];

/** The player's quests, the unseen counter, and (while the panel is open) rewards, free spins and stats. */
export function useQuests(panelOpen: boolean) {
  const session = usePlayerSessionView();
  const token = session.userToken ?? '';
  const queryClient = useQueryClient();
  const { quests: api } = usePlatform();
  const key = (what: string) => ['quests', what, session.userId] as const;

  const campaigns = useQuery({
    queryKey: key('campaigns'),
    queryFn: () => api.fetchCampaigns(token),
    enabled: token !== '',
    refetchInterval: CAMPAIGNS_REFRESH_MS,
  });
  const details = { enabled: token !== '' && panelOpen };
  const rewards = useQuery({ queryKey: key('rewards'), queryFn: () => api.fetchRewards(token), ...details });
  const freeSpins = useQuery({ queryKey: key('freespins'), queryFn: () => api.fetchFreeSpins(token), ...details });
  const stats = useQuery({ queryKey: key('user-stats'), queryFn: () => api.fetchUserStats(token), ...details });

  // The promotions service announces a completed quest with a toast: the list has news.
  useAppEvent('toast', (toast) => {
    if (toast.id?.startsWith('quest-complete-')) void queryClient.invalidateQueries({ queryKey: ['quests'] });
  });

  const claim = useMutation({
    mutationFn: (questId: number) => api.claim(questId, token),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['quests'] });
      session.refreshAccount();
    },
  });

  const quests = campaigns.data ?? NO_QUESTS;
  const [seen, setSeen] = useState<SeenQuests | undefined>(undefined);
  const storageKey = seenQuestsKey(session.userId);
  useEffect(() => setSeen(parseSeenQuests(localStorage.getItem(storageKey))), [storageKey]);
  useEffect(() => {
    if (!panelOpen || quests.length === 0) return;
    const nowSeen = markQuestsSeen(quests);
    localStorage.setItem(storageKey, JSON.stringify(nowSeen));
    setSeen(nowSeen);
  }, [panelOpen, quests, storageKey]);

  return {
    quests,
    campaigns,
    rewards,
    freeSpins,
    stats,
    claim,
    /** Unseen quests; 0 until the remembered state is read (never on the server). */
    unseenCount: seen ? unseenQuestCount(quests, seen) : 0,
  };
}

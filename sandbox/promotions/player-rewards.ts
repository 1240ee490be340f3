import { createRandom, type Player } from '../core/index.ts';
import type { FreeSpins, Reward } from './quest-types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Slots the sandbox hands out seeded free spins on. */
const SEEDED_SPIN_GAMES = ['Gilded Reels', 'Thunder Falls', 'Mayfair Nights', 'Lucky Lanterns', 'Velvet Rope'] as const;

interface PlayerRewardState {
  claims: Map<number, Reward>;
  freeSpins: FreeSpins[];
  /** Quests whose completion toast the player has already been sent. */
  announcedQuestIds: Set<number>;
  nextFreeSpinsId: number;
}

/**
 * Claimed quest rewards and free spins per player. Keyed by the player object, so a reset of the
 * sandbox state starts afresh. Every player starts with one or two deterministic free spins packs.
 */
export function createPlayerRewards({ now }: { now: () => number }) {
  const byPlayer = new WeakMap<Player, PlayerRewardState>();

  function addFreeSpins(rewards: PlayerRewardState, player: Player, pack: Omit<FreeSpins, 'freeSpinsId' | 'currencyIsoCode'>) {
    const freeSpins: FreeSpins = { freeSpinsId: rewards.nextFreeSpinsId++, currencyIsoCode: player.currencyIsoCode, ...pack };
    rewards.freeSpins.push(freeSpins);
    return freeSpins;
  }

  function of(player: Player): PlayerRewardState {
    let rewards = byPlayer.get(player);
    if (rewards) return rewards;
    rewards = { claims: new Map(), freeSpins: [], announcedQuestIds: new Set(), nextFreeSpinsId: player.userId * 100 + 1 };
    byPlayer.set(player, rewards);
    const random = createRandom(`freespins:${player.userId}`);
    const packs = random.next() < 0.5 ? 2 : 1;
    for (let pack = 0; pack < packs; pack++) {
      const spinsTotal = random.pick([10, 20, 25, 50]);
      addFreeSpins(rewards, player, {
        gameName: random.pick(SEEDED_SPIN_GAMES),
        spinsTotal,
        spinsRemaining: random.int(1, spinsTotal),
        valuePerSpin: random.pick([0.1, 0.2, 0.25]),
        expiresAt: new Date((Math.floor(now() / DAY_MS) + random.int(3, 14)) * DAY_MS - 1000).toISOString(),
      });
    }
    return rewards;
  }

  return {
    claims: (player: Player) => [...of(player).claims.values()],
    isClaimed: (player: Player, questId: number) => of(player).claims.has(questId),
    recordClaim: (player: Player, reward: Reward) => void of(player).claims.set(reward.questId, reward),
    freeSpins: (player: Player) => [...of(player).freeSpins],
    /** Adds a free spins pack that lasts `days` from now. */
    grantFreeSpins(player: Player, input: { gameName: string; spins: number; valuePerSpin: number; days: number }) {
      return addFreeSpins(of(player), player, {
        gameName: input.gameName,
        spinsTotal: input.spins,
        spinsRemaining: input.spins,
        valuePerSpin: input.valuePerSpin,
        expiresAt: new Date(now() + input.days * DAY_MS).toISOString(),
      });
    },
    /** True the first time it is asked about a quest, so each completion is announced once. */
    firstAnnouncement(player: Player, questId: number): boolean {
      const announced = of(player).announcedQuestIds;
      if (announced.has(questId)) return false;
      announced.add(questId);
      return true;
    },
  };
}

export type PlayerRewards = ReturnType<typeof createPlayerRewards>;

import type { Category, Game } from '../../../platform/index.ts';

/** A game of the fixture catalogue: id n, name as given. */
export function fixtureGame(id: number, name = `Game ${id}`, extra: Partial<Game> = {}): Game {
  return {
    GameGroupId: id,
    SiteGameContentId: id + 50_000,
    SiteGameName: name.toLowerCase().replace(/\W+/g, '-'),
    Name: name,
    IsFavourite: false,
    Vendor: 'Test Studio',
    ImageUrl: `/games/thumbnails/1000/${id}.jpg`,
    Properties: {
      gamePicker: {
        Properties: {
          gameGroupId: id,
          gameHTML5ClientID: 40300,
          gameHTMLDesktopClientID: 50300,
          gameHTML5ModuleId: id + 10,
          gameHTMLDesktopModuleID: id + 20,
        },
      },
    },
    ...extra,
  };
}

const icon = (slug: string, active: boolean) => `/games/icons/${active ? 'active' : 'idle'}/${slug}.svg`;

/** A small lobby: Slots (Mega Reels, Classic Reels), Live Casino (Roulette), Jackpots (no sub-categories). */
export function fixtureCatalogue(): Category[] {
  const mega = [fixtureGame(1, 'Golden Pharaoh'), fixtureGame(2, 'Dragon Gold'), fixtureGame(3, 'Starlight Reels')];
  const classic = [fixtureGame(4, 'Fruit Classic'), fixtureGame(5, 'Lucky Sevens')];
  const roulette = [fixtureGame(6, 'Lightning Roulette')];
  const jackpots = [fixtureGame(7, 'Mega Moolah Gold', { Jackpot: 'megaMoolah' })];
  const sub = (Id: number, Name: string, games: Game[]) => ({
    Id,
    Name,
    ShortName: Name,
    ImageUrl: icon(Name, false),
    ActiveImageUrl: icon(Name, true),
    SubCategoryType: Name.toLowerCase(),
    GameIds: games.map((game) => game.GameGroupId),
  });
  return [
    {
      Name: 'Slots',
      GameCategoryType: 'slots',
      ImageUrl: icon('slots', false),
      ActiveImageUrl: icon('slots', true),
      SubCategories: [sub(11, 'Mega Reels', mega), sub(12, 'Classic Reels', classic)],
      Games: [...mega, ...classic],
    },
    {
      Name: 'Live Casino',
      GameCategoryType: 'live-casino',
      ImageUrl: icon('live-casino', false),
      ActiveImageUrl: icon('live-casino', true),
      SubCategories: [sub(21, 'Roulette', roulette)],
      Games: roulette,
    },
    {
      Name: 'Jackpots',
      GameCategoryType: 'jackpots',
      ImageUrl: icon('jackpots', false),
      ActiveImageUrl: icon('jackpots', true),
      SubCategories: [],
      Games: jackpots,
    },
  ];
}

/** One category of `count` games in one sub-category: the lobby at scale. */
export function largeCatalogue(count: number): Category[] {
  const games = Array.from({ length: count }, (_, index) => fixtureGame(index + 1, `Spin ${index + 1}`));
  return [
    {
      Name: 'Slots',
      GameCategoryType: 'slots',
      ImageUrl: icon('slots', false),
      ActiveImageUrl: icon('slots', true),
      SubCategories: [
        {
          Id: 1,
          Name: 'All',
          ShortName: 'All',
          ImageUrl: icon('all', false),
          ActiveImageUrl: icon('all', true),
          SubCategoryType: 'all',
          GameIds: games.map((game) => game.GameGroupId),
        },
      ],
      Games: games,
    },
  ];
}

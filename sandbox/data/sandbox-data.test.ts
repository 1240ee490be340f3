import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandPromotionVoice, GameWords } from '../../schemas/index.ts';
import { parseSandboxData, readSandboxData, readSandboxDataFolder } from './sandbox-data.ts';

describe("the sandbox's data files", () => {
  it('are read and checked: every brand has its promotion copy, and the game words are there', () => {
    const voices = readSandboxDataFolder<BrandPromotionVoice>('promotions', 'BrandPromotionVoice');
    expect([...voices.keys()]).toEqual(['croupier', 'hippodrome', 'jackpotcity']);
    expect(readSandboxData<GameWords>('game-words.json', 'GameWords').liveVendors.length).toBeGreaterThan(0);
    expect(readSandboxData<{ rotating: unknown[] }>('quests.json', 'QuestDefinitions').rotating).toHaveLength(4);
  });

  it.each([
    {
      what: 'a wrong type',
      text: '{"currencySymbol":{"regulated":"£","row":"€"},"templates":[{"category":"welcome"}]}',
      problems: ['/templates/0/markets: must have required property', '/templates/0/terms'],
    },
    {
      what: 'no offers',
      text: '{"currencySymbol":{"regulated":"£","row":"€"},"templates":[]}',
      problems: ['/templates: must NOT have fewer than 1 items'],
    },
    { what: 'no JSON at all', text: '{ nope', problems: ['not JSON'] },
  ])('stop with the file, the pointer and the rule for $what', ({ text, problems }) => {
    const read = () => parseSandboxData('sandbox/data/promotions/broken.json', text, 'BrandPromotionVoice');
    expect(read).toThrow('sandbox/data/promotions/broken.json');
    for (const problem of problems) expect(read).toThrow(problem);
  });

  it('check a file against the schema beside it, named by its title', () => {
    const quest = { campaignId: 80, title: 'Spin', description: 'Spin.', reward: { kind: 'bonus', amount: 5 } };
    const text = JSON.stringify({
      warmUp: { ...quest, steps: [{ description: 'Spin', target: 1, measure: 'rounds' }] },
      rotating: [quest, quest],
    });
    expect(() => parseSandboxData('sandbox/data/quests.json', text, 'QuestDefinitions')).toThrow(
      "sandbox/data/quests.json breaks QuestDefinitions:\n  /rotating/0/steps: must have required property 'steps'\n  /rotating/1/steps",
    );
    const wrongKind = text.replace('"bonus"', '"jackpot"');
    expect(() => parseSandboxData('sandbox/data/quests.json', wrongKind, 'QuestDefinitions')).toThrow(
      '/warmUp/reward/kind: must be one of "freeSpins", "bonus", "cash"',
    );
  });

  describe('in a folder of their own', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'sandbox-data-'));
      await mkdir(path.join(dir, 'promotions'));
      await writeFile(path.join(dir, 'promotions', 'newbrand.json'), '{"currencySymbol":{"regulated":"£"},"templates":[]}');
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('name the file that breaks its schema', () => {
      expect(() => readSandboxDataFolder('promotions', 'BrandPromotionVoice', dir)).toThrow(
        /sandbox\/data\/promotions\/newbrand\.json breaks BrandPromotionVoice:\n {2}\/currencySymbol\/row: must have required property/,
      );
    });
  });
});

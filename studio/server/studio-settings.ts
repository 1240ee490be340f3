import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What the studio keeps between runs on this computer. */
export interface StudioSettings {
  /** The brand manager's name: the author of every save's version. */
  managerName?: string;
}

/** The longest name kept; a person's name is far shorter. */
const MAX_NAME_LENGTH = 80;

/** The studio's settings in one JSON file (written whole); a missing or unreadable file is no settings yet. */
export function createStudioSettings({ file }: { file: string }) {
  return {
    async read(): Promise<StudioSettings> {
      const text = await readFile(file, 'utf8').catch(() => '{}');
      try {
        const value = JSON.parse(text) as StudioSettings;
        return typeof value.managerName === 'string' ? { managerName: value.managerName } : {};
      } catch {
        return {};
      }
    },
    async write(settings: StudioSettings): Promise<StudioSettings> {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(settings, null, 2)}\n`);
      return settings;
    },
  };
}

export type StudioSettingsStore = ReturnType<typeof createStudioSettings>;

/** A manager's name as typed, tidied; undefined when it is not a name git can record. */
export function managerNameOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.replace(/\s+/g, ' ').trim();
  // git refuses "<", ">" and newlines in a name; a blank name is no name.
  if (!name || name.length > MAX_NAME_LENGTH || /[<>]/.test(name)) return undefined;
  return name;
}

import { simpleGit } from 'simple-git';

/** How many versions of one file History lists: the newest first. */
export const HISTORY_LIMIT = 30;

/** One saved version of a file: the commit that wrote it, who, when and why. */
export interface FileVersion {
  commit: string;
  author: string;
  /** ISO 8601. */
  date: string;
  message: string;
}

/** One version as History shows it: who, when, the message, and what changed in words (brand-history.ts). */
export interface HistoryEntry extends FileVersion {
  changes: string[];
}

/** Whether saves become versions: on, or off with the reason in words. */
export type VersionsState = { available: true } | { available: false; reason: string };

export interface BrandVersions {
  state(): VersionsState;
  /** Commits these files (paths under the brands folder, written or removed) as one version; nothing when versions are off. */
  commit(files: readonly string[], message: string, author: string): Promise<string | undefined>;
  /** The versions of one file, newest first (empty when versions are off). */
  history(file: string): Promise<FileVersion[]>;
  /** The file's text at a version (or its parent, `<id>^`); undefined where the version has no such file. */
  textAt(commit: string, file: string): Promise<string | undefined>;
}

const FIELD = '\x1f';
const COMMIT_ID = /^[0-9a-f]{7,40}$/;
/** A commit, or its parent (`<id>^`): the versions History reads. */
const REVISION = /^[0-9a-f]{7,40}\^?$/;

/**
 * Versions of the brands folder in its git repository (the project's own, or the folder's), through
 * the git command. Paths are relative to the brands folder. Without git, or outside a repository,
 * saves still write files and the state says why there is no history.
 */
export async function createBrandVersions({ brandsDir }: { brandsDir: string }): Promise<BrandVersions> {
  const git = simpleGit({ baseDir: brandsDir });
  const reason = await git.checkIsRepo().then(
    (inside) => (inside ? undefined : `${brandsDir} is not in a git repository, so saves keep no versions`),
    () => 'git is not installed on this machine, so saves keep no versions',
  );
  if (reason) return versionsOff(reason);
  // Commits are serialised: two saves at once would race for git's index lock.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>) => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    state: () => ({ available: true }),
    commit: (files, message, author) =>
      inTurn(async () => {
        if (!files.length) return undefined;
        await git.raw(['add', '--all', '--', ...files]);
        const staged = await git.raw(['diff', '--cached', '--name-only', '--', ...files]);
        if (!staged.trim()) return undefined;
        // The manager is both author and committer; no address is asked for.
        const committer = simpleGit({ baseDir: brandsDir, config: [`user.name=${author}`, 'user.email='] });
        await committer.raw(['commit', '--quiet', '--no-verify', '--message', message, '--', ...files]);
        return (await git.revparse(['HEAD'])).trim();
      }),
    async history(file) {
      const log = await git.raw([
        'log',
        `--max-count=${HISTORY_LIMIT}`,
        '--follow',
        `--format=%H${FIELD}%an${FIELD}%aI${FIELD}%B${FIELD}`,
        '-z',
        '--',
        file,
      ]);
      return log
        .split('\0')
        .map((entry) => entry.split(FIELD))
        .filter((fields) => fields.length >= 4 && COMMIT_ID.test(fields[0]!.trim()))
        .map(([commit, author, date, message]) => ({
          commit: commit!.trim(),
          author: author!,
          date: date!,
          message: message!.trim(),
        }));
    },
    async textAt(commit, file) {
      if (!REVISION.test(commit)) return undefined;
      return git.show([`${commit}:./${file}`]).catch(() => undefined);
    },
  };
}

const versionsOff = (reason: string): BrandVersions => ({
  state: () => ({ available: false, reason }),
  commit: async () => undefined,
  history: async () => [],
  textAt: async () => undefined,
});

/** One line of a diff: kept, added by the save, or removed by it. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** A run of changed lines with a few unchanged ones around it; `skipped` counts unchanged lines left out before it. */
export interface DiffHunk {
  skipped: number;
  lines: DiffLine[];
}

/** Unchanged lines shown around each change. */
const CONTEXT_LINES = 3;

const linesOf = (text: string | null) => (text === null || text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/**
 * The lines of `before` and `after` (null: no file) as a save changes them: the longest run of lines
 * they share kept, the rest removed or added. Brand files are a few hundred lines, so the plain
 * quadratic table is quick enough.
 */
export function lineDiff(before: string | null, after: string | null): DiffLine[] {
  const a = linesOf(before);
  const b = linesOf(after);
  const common: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]! });
      i += 1;
      j += 1;
    } else if (i < a.length && (j === b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      // On a tie the old line goes first: a changed line reads as removed, then added.
      lines.push({ kind: 'removed', text: a[i]! });
      i += 1;
    } else {
      lines.push({ kind: 'added', text: b[j]! });
      j += 1;
    }
  }
  return lines;
}

/** The diff cut to its changes and the few lines around each, as a reviewer reads it. */
export function diffHunks(lines: readonly DiffLine[]): DiffHunk[] {
  const near = lines.map((_, index) =>
    lines.slice(Math.max(0, index - CONTEXT_LINES), index + CONTEXT_LINES + 1).some((line) => line.kind !== 'same'),
  );
  const hunks: DiffHunk[] = [];
  let skipped = 0;
  let open: DiffHunk | undefined;
  lines.forEach((line, index) => {
    if (!near[index]) {
      skipped += 1;
      open = undefined;
      return;
    }
    if (!open) {
      open = { skipped, lines: [] };
      hunks.push(open);
      skipped = 0;
    }
    open.lines.push(line);
  });
  return hunks;
}

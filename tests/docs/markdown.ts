/**
 * What the docs tests read out of Markdown and source text: headings and their anchors, links,
 * table cells, code blocks and "SPEC §n" citations. Plain functions over strings, so each rule is
 * tested on a line of text and the docs test only walks the repository.
 */

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Lines outside fenced code blocks, with their 1-based numbers: what Markdown renders as text. */
export function proseLines(markdown: string): { line: number; text: string }[] {
  let fenced = false;
  return markdown.split('\n').flatMap((text, index) => {
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ line: index + 1, text }];
  });
}

/** Every heading's anchor, duplicates numbered as GitHub numbers them (`-1`, `-2`). */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!heading) continue;
    const anchor = anchorOf(heading[1]!);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count ? `${anchor}-${count}` : anchor);
  }
  return anchors;
}

export interface MarkdownLink {
  line: number;
  target: string;
}

/** Inline links and images whose target is in the repository (no scheme, no protocol-relative URL). */
export function relativeLinksOf(markdown: string): MarkdownLink[] {
  return proseLines(markdown).flatMap(({ line, text }) =>
    [...text.replace(/`[^`]*`/g, '').matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//'))
      .map((target) => ({ line, target })),
  );
}

/** The cells of every table row, `\|` kept inside its cell. */
export function tableCellsOf(markdown: string): { line: number; cell: string }[] {
  return proseLines(markdown)
    .filter(({ text }) => /^\s*\|/.test(text))
    .flatMap(({ line, text }) =>
      text
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => ({ line, cell: cell.trim() })),
    );
}

/** The rows of the first table under a heading whose anchor is given: header row first, cells trimmed. */
export function tableUnder(markdown: string, anchor: string): string[][] {
  const rows: string[][] = [];
  let inSection = false;
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*)$/.exec(text);
    if (heading) {
      if (inSection && rows.length) break;
      inSection = anchorOf(heading[1]!) === anchor;
      continue;
    }
    if (!inSection) continue;
    if (/^\s*\|/.test(text)) {
      const cells = text
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
      if (!cells.every((cell) => /^:?-+:?$/.test(cell))) rows.push(cells);
    } else if (rows.length) break;
  }
  return rows;
}

/** The body of the first fenced code block under a heading whose anchor is given. */
export function codeBlockUnder(markdown: string, anchor: string): string | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((text) => {
    const heading = /^#{1,6}\s+(.*)$/.exec(text);
    return heading !== null && anchorOf(heading[1]!) === anchor;
  });
  if (start === -1) return undefined;
  const open = lines.findIndex((text, index) => index > start && /^\s*```/.test(text));
  if (open === -1 || lines.slice(start + 1, open).some((text) => /^#{1,6}\s/.test(text))) return undefined;
  const close = lines.findIndex((text, index) => index > open && /^\s*```/.test(text));
  return lines.slice(open + 1, close === -1 ? undefined : close).join('\n');
}

/** The commands of a shell snippet: one per `&&`, `;` or line, comments and blank ones dropped. */
export function commandsOf(shell: string): string[] {
  return shell
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .flatMap((line) => line.split(/&&|;/))
    .map((command) => command.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/**
 * Sections a line cites as "SPEC §n" or "SPEC §n.m", following ones included ("SPEC §2 Blog, §9",
 * "SPEC §5/§9") up to the end of the clause (a closing parenthesis, a semicolon or the line's end).
 */
export function specCitationsOf(text: string): string[] {
  return [...text.matchAll(/SPEC(?:\.md)?\s*§/g)].flatMap((match) => {
    const clause = /^[^);]*/.exec(text.slice(match.index + match[0].length - 1))![0].split('SPEC')[0]!;
    return [...clause.matchAll(/§\s*(\d+(?:\.\d+)*)/g)].map((section) => section[1]!);
  });
}

/** The section numbers a requirements page defines: headings that start with `n.` or `n.m`. */
export function sectionNumbersOf(markdown: string): Set<string> {
  return new Set(
    proseLines(markdown).flatMap(({ text }) => {
      const heading = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/.exec(text);
      return heading ? [heading[1]!] : [];
    }),
  );
}

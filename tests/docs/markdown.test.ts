import { describe, expect, it } from 'vitest';
import {
  anchorOf,
  anchorsOf,
  codeBlockUnder,
  commandsOf,
  relativeLinksOf,
  sectionNumbersOf,
  specCitationsOf,
  tableCellsOf,
  tableUnder,
} from './markdown.ts';

describe('specCitationsOf', () => {
  it.each([
    ['// SPEC §4: the launch token pool', ['4']],
    ["describe('the blog view (SPEC §2 Blog, §9)', () => {", ['2', '9']],
    ['/** SPEC §5/§9: a visitor gets four tries */', ['5', '9']],
    ['(SPEC §4, §7 sessionSummary): every intervalMinutes', ['4', '7']],
    ['see SPEC §4.5 and §9', ['4.5', '9']],
    ['SPEC.md §3', ['3']],
    ['SPEC §4 and SPEC §9', ['4', '9']],
    ['(SPEC §8); a header (RFC 9110 §7.6.1)', ['8']],
    ['a rule (CSS Fonts §4.5)', []],
    ['no citation here', []],
  ])('%s cites %j', (line, sections) => {
    expect(specCitationsOf(line)).toEqual(sections);
  });
});

describe('sectionNumbersOf', () => {
  it('takes numbered headings only, sections and their parts', () => {
    expect([...sectionNumbersOf('# Requirements\n## 1. Product\n### 1.2 Features\n## Notes\n```\n## 7. in code\n```\n')]).toEqual(
      ['1', '1.2'],
    );
  });
});

describe('anchors', () => {
  it.each([
    ['4. States and transitions', '4-states-and-transitions'],
    ['2.3 Who sees which component', '23-who-sees-which-component'],
    ['Health, metrics and alerts', 'health-metrics-and-alerts'],
    ['The `npm run cli` commands', 'the-npm-run-cli-commands'],
  ])('%s is #%s', (heading, anchor) => {
    expect(anchorOf(heading)).toBe(anchor);
  });

  it('numbers a repeated heading as GitHub does', () => {
    expect([...anchorsOf('## Logs\n### Logs\n## Logs\n')]).toEqual(['logs', 'logs-1', 'logs-2']);
  });
});

describe('relativeLinksOf', () => {
  it('finds links and images into the repository, not URLs, code or fenced blocks', () => {
    const markdown = [
      'See [operators](docs/operators.md#settings) and ![lobby](docs/screenshots/croupier-phone.webp).',
      '[up](../README.md) [site](https://example.com) [mail](mailto:a@b.c) [here](#quick-start)',
      'In code: `[not](a-link.md)`',
      '```md',
      '[fenced](nowhere.md)',
      '```',
    ].join('\n');
    expect(relativeLinksOf(markdown)).toEqual([
      { line: 1, target: 'docs/operators.md#settings' },
      { line: 1, target: 'docs/screenshots/croupier-phone.webp' },
      { line: 2, target: '../README.md' },
      { line: 2, target: '#quick-start' },
    ]);
  });
});

describe('tables', () => {
  const markdown = [
    '## Settings',
    '',
    '| variable | meaning |',
    '| -------- | ------- |',
    '| `PORT`   | where it listens, a \\| b |',
    '',
    '## Other',
    '| x |',
  ].join('\n');

  it('splits rows into cells, an escaped pipe kept', () => {
    expect(tableCellsOf(markdown).map(({ cell }) => cell)).toEqual([
      'variable',
      'meaning',
      '--------',
      '-------',
      '`PORT`',
      'where it listens, a \\| b',
      'x',
    ]);
  });

  it('reads the table under a heading, without its rule row', () => {
    expect(tableUnder(markdown, 'settings')).toEqual([
      ['variable', 'meaning'],
      ['`PORT`', 'where it listens, a \\| b'],
    ]);
  });
});

describe('quick start commands', () => {
  it('reads the first code block under the heading, one command per && or line', () => {
    const block = codeBlockUnder(
      '# X\n## Quick start\n\n```sh\nnpm ci && npm start   # the demo\nnpm test\n```\n',
      'quick-start',
    );
    expect(commandsOf(block ?? '')).toEqual(['npm ci', 'npm start', 'npm test']);
  });

  it('finds none when the heading has no block before the next heading', () => {
    expect(codeBlockUnder('## Quick start\ntext\n## Next\n```sh\nnpm test\n```\n', 'quick-start')).toBeUndefined();
  });
});

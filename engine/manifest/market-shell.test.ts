import { describe, expect, it } from 'vitest';
import type { ComponentRecord } from '../../schemas/index.ts';
import { shellForMarket, shellRecordsNamed } from './market-shell.ts';

const shell = {
  before: [{ alias: 'header', props: { navigation: [{ text: 'Casino', href: '/' }] } }] as ComponentRecord[],
  after: [
    { alias: 'footer', props: { minimumAge: 18, licenceText: 'Licensed.' } },
    { alias: 'toast', key: 'toasts-top', props: { position: 'top' } },
  ] as ComponentRecord[],
};

describe("a market's copy of the shell", () => {
  it('replaces the named components’ top-level props and keeps the rest', () => {
    const zh = shellForMarket(shell, {
      header: { navigation: [{ text: '娱乐场', href: '/' }] },
      footer: { licenceText: '已获许可。' },
      'toasts-top': { position: 'bottom' },
    });
    expect(zh.before[0]?.props).toEqual({ navigation: [{ text: '娱乐场', href: '/' }] });
    expect(zh.after[0]?.props).toEqual({ minimumAge: 18, licenceText: '已获许可。' });
    expect(zh.after[1]).toEqual({ alias: 'toast', key: 'toasts-top', props: { position: 'bottom' } });
  });

  it('is the brand’s shell, untouched, for a market without its own copy', () => {
    expect(shellForMarket(shell, undefined)).toBe(shell);
    expect(shellForMarket(shell, {})).toBe(shell);
  });

  it('names components by key, or by alias when they have none', () => {
    expect(shellRecordsNamed(shell, 'footer').map((record) => record.alias)).toEqual(['footer']);
    expect(shellRecordsNamed(shell, 'toasts-top').map((record) => record.alias)).toEqual(['toast']);
    expect(shellRecordsNamed(shell, 'toast')).toEqual([]);
  });
});

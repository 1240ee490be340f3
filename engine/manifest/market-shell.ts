import type { BrandManifest, ComponentRecord, MarketManifest } from '../../schemas/index.ts';

export type Shell = BrandManifest['shell'];

/** How a market names a shell component in shellProps: its key, or its alias when it has none. */
export const shellNameOf = (record: ComponentRecord): string => record.key ?? record.alias;

/** The shell components a market's shellProps entry names (one, when the entry is valid). */
export function shellRecordsNamed(shell: Shell, name: string): ComponentRecord[] {
  return [...shell.before, ...shell.after].filter((record) => shellNameOf(record) === name);
}

/**
 * The brand's shell with a market's own copy: each shellProps entry's props merged over the named
 * component's, top-level props replacing the brand's. Without shellProps the shell is the brand's.
 */
export function shellForMarket(shell: Shell, shellProps: MarketManifest['shellProps']): Shell {
  if (!shellProps || Object.keys(shellProps).length === 0) return shell;
  const withMarketProps = (record: ComponentRecord): ComponentRecord => {
    const own = shellProps[shellNameOf(record)];
    return own ? { ...record, props: { ...record.props, ...own } } : record;
  };
  return { before: shell.before.map(withMarketProps), after: shell.after.map(withMarketProps) };
}

/**
 * A market's own copy of shell components in one of its locales: the locale's entries
 * (localeShellProps) merged over the market's shellProps, component by component, top-level props
 * replacing. The default locale, and a locale without entries, read shellProps as they are.
 */
export function marketShellProps(market: MarketManifest | undefined, locale: string): MarketManifest['shellProps'] {
  const own = market?.shellProps;
  const translated = market?.localeShellProps?.[locale];
  if (!translated) return own;
  const names = new Set([...Object.keys(own ?? {}), ...Object.keys(translated)]);
  return Object.fromEntries([...names].map((name) => [name, { ...own?.[name], ...translated[name] }]));
}

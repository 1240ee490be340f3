import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBrandsToVisit, type BrandToVisit } from '../server/visitor/index.ts';
import { startGreeting } from './start-greeting.ts';

const BRANDS_DIR = path.resolve(import.meta.dirname, '../brands');
const SANDBOX = { url: 'http://localhost:3001', username: 'demo', password: 'Croupier2026!' };
const greetingFor = (brands: readonly BrandToVisit[], sandbox?: typeof SANDBOX) =>
  startGreeting({ port: 3000, defaultBrand: 'croupier', brands, countryCookieName: 'country', sandbox });

describe("npm start's greeting, over the repository's brands", async () => {
  const brands = await readBrandsToVisit(BRANDS_DIR);
  const lines = greetingFor(brands, SANDBOX).split('\n');
  const greeting = lines.join('\n');
  /** The brand's line, then the indented lines under it. */
  function brandLines(url: string): [string, string[]] {
    const at = lines.findIndex((line) => line.includes(url));
    const under = lines.slice(at + 1);
    const end = under.findIndex((line) => !/^ {4,}\S/.test(line));
    return [lines[at] ?? '', under.slice(0, end)];
  }

  it('names every brand folder', () => {
    expect(brands.map((brand) => brand.name)).toEqual(['croupier', 'hippodrome', 'jackpotcity']);
  });

  it.each([
    { brand: 'croupier', displayName: 'Croupier', extra: ' (or http://localhost:3000)', cookie: undefined },
    { brand: 'hippodrome', displayName: 'Hippodrome', extra: '', cookie: undefined },
    { brand: 'jackpotcity', displayName: 'Jackpot City', extra: '', cookie: 'country=CAN' },
  ])('$displayName: its address, and the country cookie it needs ($cookie)', ({ brand, displayName, extra, cookie }) => {
    const [line, under] = brandLines(`http://${brand}.localhost:3000`);
    expect(line.trim().split(/ {2,}/)).toEqual([displayName, `http://${brand}.localhost:3000${extra}`]);
    const hint = under.join(' ');
    if (cookie) {
      expect(hint).toContain('does not serve Great Britain');
      expect(hint).toContain(`run document.cookie = '${cookie}' in the browser's console on that page, then reload`);
    } else expect(hint).toBe('');
  });

  it('gives the sandbox, a seeded player with the password, and how to stop', () => {
    expect(greeting).toContain('The sandbox platform is at http://localhost:3001.');
    expect(greeting).toContain('Log in as demo, password Croupier2026!');
    expect(greeting.trimEnd().split('\n').at(-1)).toBe('Press Ctrl+C to stop.');
  });

  it('says nothing of a sandbox when a platform was named', () => {
    const named = greetingFor(brands, undefined);
    expect(named).not.toContain('sandbox');
    expect(named).not.toContain('Log in as');
  });
});

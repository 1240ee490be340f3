import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMarketingParam, MARKETING_PARAMS_ALTERNATION, withoutMarketingParams } from './marketing-params.ts';

describe('marketing parameters', () => {
  it.each([
    ['utm_source', true],
    ['UTM_Campaign', true],
    ['utm_', true],
    ['gclid', true],
    ['fbclid', true],
    ['msclkid', true],
    ['btag', true],
    ['affid', true],
    ['utm%5Fsource', true],
    ['page', false],
    ['wrapped', false],
    ['countryIsoCode', false],
    ['btags', false],
    ['xgclid', false],
    ['%E0%A4%A', false],
  ])('%s is one: %s', (name, marketing) => {
    expect(isMarketingParam(name)).toBe(marketing);
  });

  it.each([
    ['/', '/'],
    ['/?btag=77', '/'],
    ['/?utm_source=news&utm_medium=email', '/'],
    ['/promotions?page=2&btag=77', '/promotions?page=2'],
    ['/blog?gclid=x&page=3&fbclid=y&sort=new', '/blog?page=3&sort=new'],
    ['/?gclid', '/'],
    ['/?&&btag=1&', '/'],
    ['/game/12?wrapped=1&utm_campaign=spring#play', '/game/12?wrapped=1#play'],
    ['/?page=2', '/?page=2'],
  ])('%s is kept as %s', (url, kept) => {
    expect(withoutMarketingParams(url)).toBe(kept);
  });

  it('is the list the edge leaves out of its cache key (deploy/varnish.vcl)', () => {
    const vcl = readFileSync(path.resolve(import.meta.dirname, '../../deploy/varnish.vcl'), 'utf8');
    const line = vcl.split('\n').find((text) => text.trimEnd().endsWith('# marketing parameters'));
    expect(line).toContain(`"(?i)([?&])(?:${MARKETING_PARAMS_ALTERNATION})(?:=[^&#]*)?(?=[&#]|$)"`);
  });
});

import { describe, expect, it } from 'vitest';
import { parseCookies, resolveGeo } from './index.ts';

describe('geo info', () => {
  it.each([
    {
      name: 'the stored site state wins',
      input: {
        siteState: JSON.stringify({ countryCode: 'NZ', regionCode: 'AUK', currencyCode: 'NZD', locale: 'en-NZ' }),
        countryCookie: 'IRL',
        ipCountry: 'CA',
      },
      geo: {
        CountryIsoCode: 'nz',
        CountryIso3Code: 'nzl',
        regionCode: 'auk',
        currencyCode: 'nzd',
        locale: 'en-nz',
        source: 'siteState',
      },
    },
    {
      name: 'else the country cookie, three letters to two',
      input: { countryCookie: 'IRL', ipCountry: 'CA' },
      geo: {
        CountryIsoCode: 'ie',
        CountryIso3Code: 'irl',
        regionCode: '',
        currencyCode: '',
        locale: '',
        source: 'countryCookie',
      },
    },
    {
      name: "else the edge's country header",
      input: { edgeCountry: 'NZ', ipCountry: 'CAN' },
      geo: { CountryIsoCode: 'nz', CountryIso3Code: 'nzl', source: 'edgeHeader' },
    },
    {
      name: "the country cookie wins over the edge's header",
      input: { countryCookie: 'IRL', edgeCountry: 'NZ' },
      geo: { CountryIsoCode: 'ie', source: 'countryCookie' },
    },
    ...['XX', 'T1', 'NZL', 'zz', ''].map((edgeCountry) => ({
      name: `the edge's "${edgeCountry}" says nothing: the IP lookup decides`,
      input: { edgeCountry, ipCountry: 'CA' },
      geo: { CountryIsoCode: 'ca', source: 'ipLookup' },
    })),
    {
      name: 'else the IP lookup',
      input: { ipCountry: 'CAN' },
      geo: { CountryIsoCode: 'ca', CountryIso3Code: 'can', source: 'ipLookup' },
    },
    { name: 'else GBR', input: {}, geo: { CountryIsoCode: 'gb', CountryIso3Code: 'gbr', source: 'default' } },
    {
      name: 'a broken site state is ignored',
      input: { siteState: '{not json', countryCookie: 'NZL' },
      geo: { CountryIsoCode: 'nz', source: 'countryCookie' },
    },
    {
      name: 'an unknown country cookie is ignored',
      input: { countryCookie: 'Unknown' },
      geo: { CountryIsoCode: 'gb', source: 'default' },
    },
  ])('$name', ({ input, geo }) => {
    expect(resolveGeo(input)).toMatchObject(geo);
  });
});

describe('cookies', () => {
  it('are read by name, skipping what is malformed', () => {
    expect(parseCookies('a=1; country=NZL; broken; b=%E0%A4%A; siteState=%7B%22x%22%3A1%7D')).toEqual({
      a: '1',
      country: 'NZL',
      siteState: '{"x":1}',
    });
  });
});

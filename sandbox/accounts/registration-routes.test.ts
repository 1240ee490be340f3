import { describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../core/index.ts';
import { useAccounts } from '../../tests/support/sandbox-services/accounts-test-server.ts';

const newPlayer = (extra: Record<string, unknown> = {}) => ({
  username: 'new.player',
  password: 'secret123',
  countryIso2: 'GB',
  currencyIsoCode: 'GBP',
  productId: 3568,
  ...extra,
});

describe('POST /register', () => {
  const sandbox = useAccounts();

  it('creates the player and logs them in', async () => {
    const { status, json } = await sandbox().post('/register', newPlayer({ username: 'fresh_face' }));
    expect(status).toBe(201);
    expect(json.registrationToken.split('.')).toHaveLength(3);
    const details = await sandbox().post('/detailsViaUserToken', { userToken: json.registrationToken });
    expect(details.json.core).toMatchObject({ userId: json.userId, username: 'fresh_face', currencyIsoCode: 'GBP' });
    const login = await sandbox().post('/login', {
      credentials: { username: 'fresh_face', password: 'secret123' },
      sessionProductId: 3568,
    });
    expect(login.status).toBe(200);
  });

  it.each([
    ['username', { username: 'abc' }],
    ['username', { username: 'has space' }],
    ['username', { username: 'a'.repeat(21) }],
    ['password', { password: 'short1' }],
    ['password', { password: 'lettersonly' }],
    ['password', { password: '1234567890' }],
    ['countryIso2', { countryIso2: 'XX' }],
    ['countryIso2', { countryIso2: 'GBR' }],
    ['currencyIsoCode', { currencyIsoCode: 'ABC' }],
    ['productId', { productId: -1 }],
  ])('refuses a bad %s: %j', async (field, extra) => {
    const { status, json } = await sandbox().post('/register', newPlayer(extra));
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: expect.any(Number), field });
    expect(json.message).toMatch(new RegExp(field.replace(/Iso2|IsoCode|Id/, ''), 'i'));
  });

  it('refuses a username that is taken, whatever its case', async () => {
    const { status, json } = await sandbox().post('/register', newPlayer({ username: 'DEMO' }));
    expect(status).toBe(409);
    expect(json.code).toBe(ERROR_CODE.usernameTaken);
  });
});

describe('the registration hand-off page', () => {
  const sandbox = useAccounts({ allowedReturnHosts: ['casino.example'] });
  const returnUrl = 'http://hippodrome.localhost:3000/';
  const page = (query: string) => fetch(`${sandbox().base}/registration?${query}`);
  const submit = (fields: Record<string, string>) =>
    fetch(`${sandbox().base}/registration`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ returnUrl, productId: '3568', countryIso2: 'GB', currencyIsoCode: 'GBP', ...fields }),
    });

  it('shows the form with the country and currency the site passed', async () => {
    const response = await page(`returnUrl=${encodeURIComponent(returnUrl)}&productId=2335&country=NZ&currency=NZD`);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toMatch(/<option value="NZ"\s+selected>New Zealand<\/option>/);
    expect(text).toMatch(/<option value="NZD"\s+selected>\s*New Zealand Dollar \(NZD\)/);
    expect(text).toMatch(/<label for="password">Password<\/label>/);
    expect(text).toContain('At least 8 characters');
  });

  it.each([
    'https://evil.example/',
    'http://localhost.evil.example/',
    'javascript:alert(1)',
    '//evil.example/',
    'ftp://localhost/',
    '',
  ])('refuses to send players back to %j', async (url) => {
    expect((await page(`returnUrl=${encodeURIComponent(url)}&productId=3568`)).status).toBe(400);
    expect(
      (await submit({ returnUrl: url, username: 'someone', password: 'secret123', ageConfirmed: 'on', termsAccepted: 'on' }))
        .status,
    ).toBe(400);
  });

  it('accepts a return host it was told about', async () => {
    expect((await page(`returnUrl=${encodeURIComponent('https://casino.example/welcome')}`)).status).toBe(200);
  });

  it('sends the new player back with their registration token in the fragment', async () => {
    const response = await submit({ username: 'handoff.one', password: 'secret123', ageConfirmed: 'on', termsAccepted: 'on' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith(`${returnUrl}#registrationToken=`)).toBe(true);
    const registrationToken = decodeURIComponent(location.split('#registrationToken=')[1]!);
    const details = await sandbox().post('/detailsViaUserToken', { userToken: registrationToken });
    expect(details.json.core.username).toBe('handoff.one');
  });

  it('shows the form again with the error by the field and the values kept, never the password', async () => {
    const response = await submit({
      username: 'kept.name',
      password: 'nodigits',
      countryIso2: 'IE',
      currencyIsoCode: 'EUR',
      ageConfirmed: 'on',
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).toContain('value="kept.name"');
    expect(text).toMatch(/<option value="IE"\s+selected>Ireland<\/option>/);
    expect(text).toMatch(/<option value="EUR"\s+selected>/);
    expect(text).toMatch(/id="password-error">Password must be at least 8 characters/);
    expect(text).toMatch(/id="termsAccepted-error">Please accept the terms/);
    expect(text).not.toContain('nodigits');
    expect(text).toMatch(/name="ageConfirmed"[^>]*checked/);
    expect(sandbox().state.findPlayer('kept.name')).toBeUndefined();
  });

  it('says so when the username is taken', async () => {
    const response = await submit({ username: 'demo', password: 'secret123', ageConfirmed: 'on', termsAccepted: 'on' });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('This username is already taken');
  });
});

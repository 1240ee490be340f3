import countries from 'i18n-iso-countries';

/** Usernames: 4 to 20 letters, digits, dots, underscores or hyphens. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{4,20}$/;
export const PASSWORD_MIN_LENGTH = 8;

export interface RegistrationInput {
  username: string;
  password: string;
  countryIso2: string;
  currencyIsoCode: string;
  productId: number;
}

export type RegistrationField = keyof RegistrationInput;

export interface FieldError {
  field: RegistrationField;
  message: string;
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks a registration; every error names its field in words a player understands. Returns the
 * cleaned input (ISO codes upper-cased) when there is nothing to fix.
 */
export function validateRegistration(
  body: Record<string, unknown>,
): { ok: true; input: RegistrationInput } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const username = text(body.username);
  const password = typeof body.password === 'string' ? body.password : '';
  const countryIso2 = text(body.countryIso2).toUpperCase();
  const currencyIsoCode = text(body.currencyIsoCode).toUpperCase();
  const productId = typeof body.productId === 'string' && /^\d+$/.test(body.productId) ? Number(body.productId) : body.productId;

  if (!USERNAME_PATTERN.test(username))
    errors.push({
      field: 'username',
      message: 'Username must be 4 to 20 characters long and use only letters, digits, dots, underscores or hyphens.',
    });
  if (password.length < PASSWORD_MIN_LENGTH || !/[A-Za-z]/.test(password) || !/\d/.test(password))
    errors.push({
      field: 'password',
      message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long and contain at least one letter and one digit.`,
    });
  if (!/^[A-Z]{2}$/.test(countryIso2) || !countries.isValid(countryIso2))
    errors.push({ field: 'countryIso2', message: 'Country must be a two-letter ISO 3166 country code, such as GB.' });
  if (!CURRENCIES.has(currencyIsoCode))
    errors.push({ field: 'currencyIsoCode', message: 'Currency must be a three-letter ISO 4217 currency code, such as GBP.' });
  if (typeof productId !== 'number' || !Number.isInteger(productId) || productId <= 0)
    errors.push({ field: 'productId', message: 'Product id must be a positive whole number.' });

  return errors.length
    ? { ok: false, errors }
    : { ok: true, input: { username, password, countryIso2, currencyIsoCode, productId: productId as number } };
}

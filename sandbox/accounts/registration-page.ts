import countries from 'i18n-iso-countries';
import { renderTemplate } from '../core/index.ts';
import { html, playerPage, type SafeHtml } from '../portal/index.ts';

/** Currencies offered first: those of the brands' markets. Any other valid one given by the site is added. */
export const OFFERED_CURRENCIES = ['GBP', 'EUR', 'USD', 'CAD', 'NZD', 'CNY'] as const;

/** What the form shows again after an error: everything the player typed except the password. */
export interface RegistrationFormValues {
  returnUrl: string;
  productId: string;
  username: string;
  countryIso2: string;
  currencyIsoCode: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
}

export type RegistrationFormField =
  'username' | 'password' | 'countryIso2' | 'currencyIsoCode' | 'ageConfirmed' | 'termsAccepted';

export type RegistrationFormErrors = Partial<Record<RegistrationFormField, string>>;

const countryName = new Intl.DisplayNames('en', { type: 'region' });
const currencyName = new Intl.DisplayNames('en', { type: 'currency' });
const COUNTRY_OPTIONS = Object.keys(countries.getAlpha2Codes())
  .map((code) => ({ code, name: countryName.of(code) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const describedBy = (field: string, errors: RegistrationFormErrors, hint = false) =>
  [hint ? `${field}-hint` : '', errors[field as RegistrationFormField] ? `${field}-error` : ''].filter(Boolean).join(' ') ||
  undefined;

function attributes(field: RegistrationFormField, errors: RegistrationFormErrors, hint = false): SafeHtml {
  const ids = describedBy(field, errors, hint);
  return html`id="${field}"
  name="${field}"${ids ? html` aria-describedby="${ids}"` : ''}${errors[field] ? html` aria-invalid="true"` : ''}`;
}

const fieldError = (field: RegistrationFormField, errors: RegistrationFormErrors) =>
  errors[field] ? html`<p class="error" id="${field}-error">${errors[field]}</p>` : '';

/** The platform's registration form (accounts/registration-page.eta), with what the player typed and what was wrong. */
export function registrationPage({
  action,
  values,
  errors,
}: {
  action: string;
  values: RegistrationFormValues;
  errors: RegistrationFormErrors;
}): string {
  const currencies = [...new Set<string>([...OFFERED_CURRENCIES, values.currencyIsoCode].filter(Boolean))];
  const hasErrors = Object.keys(errors).length > 0;
  return playerPage({
    title: hasErrors ? 'Please check your details – Create your account' : 'Create your account',
    body: renderTemplate('accounts/registration-page', {
      action,
      values,
      hasErrors,
      countries: COUNTRY_OPTIONS,
      currencies: currencies.map((code) => ({ code, name: currencyName.of(code) ?? code })),
      attributes: (field: RegistrationFormField, hint = false) => attributes(field, errors, hint),
      fieldError: (field: RegistrationFormField) => fieldError(field, errors),
    }),
  });
}

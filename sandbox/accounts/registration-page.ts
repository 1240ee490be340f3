import countries from 'i18n-iso-countries';
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
    body: html`<h1>Create your account</h1>
      ${
        hasErrors
          ? html`<div class="panel status-failed" role="alert">
              <p><strong>Please check the details marked below.</strong></p>
            </div>`
          : ''
      }
      <section>
        <form method="post" action="${action}" novalidate>
          <input type="hidden" name="returnUrl" value="${values.returnUrl}" />
          <input type="hidden" name="productId" value="${values.productId}" />
          <label for="username">Username</label>
          <input
            type="text"
            ${attributes('username', errors, true)}
            value="${values.username}"
            autocomplete="username"
            required
            maxlength="20"
          />
          <p class="hint" id="username-hint">4 to 20 letters, digits, dots, underscores or hyphens.</p>
          ${fieldError('username', errors)}
          <label for="password">Password</label>
          <input type="password" ${attributes('password', errors, true)} autocomplete="new-password" required minlength="8" />
          <p class="hint" id="password-hint">At least 8 characters, with at least one letter and one digit.</p>
          ${fieldError('password', errors)}
          <label for="countryIso2">Country of residence</label>
          <select ${attributes('countryIso2', errors)} autocomplete="country">
            ${COUNTRY_OPTIONS.map(({ code, name }) => html`<option value="${code}" ${code === values.countryIso2 ? html`selected` : ''}>${name}</option>`)}
          </select>
          ${fieldError('countryIso2', errors)}
          <label for="currencyIsoCode">Currency</label>
          <select ${attributes('currencyIsoCode', errors)}>
            ${currencies.map(
              (code) =>
                html`<option value="${code}" ${code === values.currencyIsoCode ? html`selected` : ''}>
                  ${currencyName.of(code) ?? code} (${code})
                </option>`,
            )}
          </select>
          ${fieldError('currencyIsoCode', errors)}
          <fieldset>
            <legend>Before you play</legend>
            <label class="choice"
              ><input type="checkbox" ${attributes('ageConfirmed', errors)}${values.ageConfirmed ? html` checked` : ''} /> I am 18
              years old or over</label
            >
            ${fieldError('ageConfirmed', errors)}
            <label class="choice"
              ><input type="checkbox" ${attributes('termsAccepted', errors)}${values.termsAccepted ? html` checked` : ''} /> I
              accept the terms and conditions and the privacy policy</label
            >
            ${fieldError('termsAccepted', errors)}
          </fieldset>
          <button type="submit">Create account</button>
        </form>
      </section>
      <p class="hint">Gambling should be fun. Set limits and only play with money you can afford to lose.</p>`,
  });
}

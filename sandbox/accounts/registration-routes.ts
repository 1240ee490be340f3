import express, { Router, type Request, type Response } from 'express';
import { ERROR_CODE, sendError, type Player, type SandboxState } from '../core/index.ts';
import { html, playerPage, sendPage } from '../portal/index.ts';
import { INVALID_REQUEST_CODE } from './accounts-errors.ts';
import { registrationPage, type RegistrationFormErrors, type RegistrationFormValues } from './registration-page.ts';
import { validateRegistration, type RegistrationInput } from './registration-rules.ts';
import { allowedReturnUrl, withRegistrationToken } from './return-url.ts';

/** The product a registration is for when the site names none (SPEC §1 fallback casino id). */
export const FALLBACK_PRODUCT_ID = 3568;

const USERNAME_TAKEN_MESSAGE = 'This username is already taken. Please choose another.';

export interface RegistrationRoutesOptions {
  state: SandboxState;
  publicOrigin: string;
  allowedReturnHosts?: readonly string[];
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const ticked = (value: unknown) => value === 'on' || value === 'true';

/** Registration: the JSON call, and the hand-off page that sends the new player back logged in. */
export function registrationRoutes({ state, publicOrigin, allowedReturnHosts = [] }: RegistrationRoutesOptions): Router {
  const routes = Router();
  const returnHosts = [...allowedReturnHosts, new URL(publicOrigin).hostname];

  /** Creates the player and logs them in: the user token of that session is the registration token. */
  async function register(input: RegistrationInput): Promise<{ player: Player; registrationToken: string } | 'taken'> {
    if (state.findPlayer(input.username)) return 'taken';
    const player = state.createPlayer({ ...input, registeredProductId: input.productId });
    const session = await state.openSession(player, input.productId, { closeExisting: true });
    return { player, registrationToken: session.userToken };
  }

  routes.post('/register', async (req, res) => {
    const check = validateRegistration((req.body ?? {}) as Record<string, unknown>);
    if (!check.ok) {
      const [first] = check.errors;
      return res.status(400).json({ code: INVALID_REQUEST_CODE, message: first?.message, field: first?.field });
    }
    const result = await register(check.input);
    if (result === 'taken') return sendError(res, 409, ERROR_CODE.usernameTaken, USERNAME_TAKEN_MESSAGE);
    res.status(201).json({ registrationToken: result.registrationToken, userId: result.player.userId });
  });

  const action = (req: Request) => `${publicOrigin}${req.baseUrl}/registration`;
  const sendForm = (
    req: Request,
    res: Response,
    status: number,
    values: RegistrationFormValues,
    errors: RegistrationFormErrors,
  ) => sendPage(res, status, registrationPage({ action: action(req), values, errors }));
  const sendBadLink = (res: Response) =>
    sendPage(
      res,
      400,
      playerPage({
        title: 'This registration link is not valid',
        body: html`<h1>This registration link is not valid</h1>
          <section><p>Please go back to the casino site and choose “Register” again.</p></section>`,
      }),
    );

  routes.get('/registration', (req, res) => {
    const productId = asText(req.query.productId) || String(FALLBACK_PRODUCT_ID);
    if (!allowedReturnUrl(req.query.returnUrl, returnHosts) || !/^[1-9]\d*$/.test(productId)) return sendBadLink(res);
    sendForm(
      req,
      res,
      200,
      {
        returnUrl: asText(req.query.returnUrl),
        productId,
        username: '',
        countryIso2: asText(req.query.country).toUpperCase() || 'GB',
        currencyIsoCode: asText(req.query.currency).toUpperCase() || 'GBP',
        ageConfirmed: false,
        termsAccepted: false,
      },
      {},
    );
  });

  routes.post('/registration', express.urlencoded({ extended: false, limit: '10kb' }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const returnUrl = allowedReturnUrl(body.returnUrl, returnHosts);
    if (!returnUrl) return sendBadLink(res);
    const values: RegistrationFormValues = {
      returnUrl: asText(body.returnUrl),
      productId: asText(body.productId),
      username: asText(body.username).slice(0, 100),
      countryIso2: asText(body.countryIso2),
      currencyIsoCode: asText(body.currencyIsoCode),
      ageConfirmed: ticked(body.ageConfirmed),
      termsAccepted: ticked(body.termsAccepted),
    };
    const check = validateRegistration(body);
    // The product comes from the site's link, not from the player: a bad one is a bad link.
    if (!check.ok && check.errors.some(({ field }) => field === 'productId')) return sendBadLink(res);
    const errors: RegistrationFormErrors = {};
    if (!check.ok) for (const { field, message } of check.errors) if (field !== 'productId') errors[field] = message;
    if (!values.ageConfirmed) errors.ageConfirmed = 'You must be 18 or over to register.';
    if (!values.termsAccepted) errors.termsAccepted = 'Please accept the terms and conditions to continue.';
    if (!check.ok || Object.keys(errors).length) return sendForm(req, res, 400, values, errors);
    const result = await register(check.input);
    if (result === 'taken') return sendForm(req, res, 409, values, { username: USERNAME_TAKEN_MESSAGE });
    res.redirect(303, withRegistrationToken(returnUrl, result.registrationToken));
  });

  return routes;
}

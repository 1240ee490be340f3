/** The token the platform's registration page hands back in the fragment: `/#registrationToken=<token>`. */
export function registrationTokenFromHash(hash: string): string | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const token = new URLSearchParams(fragment).get('registrationToken');
  return token || undefined;
}

/**
 * The platform's registration page, reached through the site's accounts proxy: it sends the new
 * player back to `returnUrl` with the registration token (SPEC §4 Account details load).
 */
export function registrationPageUrl({
  origin,
  productId,
  country,
  currency,
  profilingSessionId,
}: {
  origin: string;
  productId: number;
  country: string;
  currency: string;
  /** The device-profiling session the page was profiled in (SPEC §9 page id 100), when there is a provider. */
  profilingSessionId?: string;
}): string {
  const query = new URLSearchParams({
    returnUrl: `${origin}/`,
    productId: String(productId),
    country: country.toUpperCase(),
    currency: currency.toUpperCase(),
    ...(profilingSessionId ? { profilingSessionId } : {}),
  });
  return `/api/accounts/registration?${query.toString()}`;
}

/** What the site itself can say of the device (no identifier of the player): screen, language, time zone, capabilities. */
export interface DeviceTraits {
  screen: string;
  pixelRatio: number;
  language: string;
  timeZone: string;
  platform: string;
  cores: number;
  touch: boolean;
  cookies: boolean;
}

/** The device's traits as the browser tells them. */
export function deviceTraitsOf(window: Window): DeviceTraits {
  const { screen, navigator } = window;
  return {
    screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
    pixelRatio: window.devicePixelRatio,
    language: navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    platform: navigator.platform,
    cores: navigator.hardwareConcurrency ?? 0,
    touch: (navigator.maxTouchPoints ?? 0) > 0,
    cookies: navigator.cookieEnabled,
  };
}

/** SPEC §5 `firstPartyBlackBox`: the device's traits, encoded (versioned JSON in base64url). */
export function firstPartyBlackBox(traits: DeviceTraits): string {
  const json = JSON.stringify({ v: 1, ...traits });
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

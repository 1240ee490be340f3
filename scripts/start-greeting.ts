import type { BrandToVisit } from '../server/visitor/index.ts';

export interface StartGreetingOptions {
  /** The site's port: each brand answers at http://<brand>.localhost:<port>. */
  port: number;
  /** The brand plain localhost serves. */
  defaultBrand: string;
  brands: readonly BrandToVisit[];
  /** The name of the cookie that tells the site the visitor's country. */
  countryCookieName: string;
  /** The sandbox platform this process started, and a seeded player to log in as; absent when a platform was named. */
  sandbox?: { url: string; username: string; password: string };
}

/** The lines `npm start` greets a person with once the site answers: where to go, who to be, how to stop. */
export function startGreeting({ port, defaultBrand, brands, countryCookieName, sandbox }: StartGreetingOptions): string {
  const width = Math.max(0, ...brands.map((brand) => brand.displayName.length));
  const indent = ' '.repeat(width + 4);
  const brandLines = brands.flatMap(({ name, displayName, countryCookie }) => {
    const plain = name === defaultBrand ? ` (or http://localhost:${port})` : '';
    const lines = [`  ${displayName.padEnd(width)}  http://${name}.localhost:${port}${plain}`];
    if (countryCookie) {
      const cookie = `${countryCookieName}=${countryCookie}`;
      lines.push(
        `${indent}does not serve Great Britain, where a visitor the site cannot place counts as coming from:`,
        `${indent}run document.cookie = '${cookie}' in the browser's console on that page, then reload`,
      );
    }
    return lines;
  });
  const sandboxLines = sandbox
    ? [
        `The sandbox platform is at ${sandbox.url}.`,
        `Log in as ${sandbox.username}, password ${sandbox.password} (docs/qa.md lists the other seeded players).`,
        '',
      ]
    : [];
  return [
    '',
    'Croupier is ready. Open a brand in your browser:',
    '',
    ...brandLines,
    '',
    ...sandboxLines,
    'Press Ctrl+C to stop.',
    '',
  ].join('\n');
}

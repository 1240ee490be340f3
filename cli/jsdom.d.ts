/**
 * The one part of jsdom (a dev dependency that ships no types) the CLI uses: its DOMParser, typed by
 * TypeScript's own DOM library, to read XLIFF files.
 */
declare module 'jsdom' {
  export class JSDOM {
    readonly window: { DOMParser: typeof DOMParser };
  }
}

/**
 * A section the browser may leave unlaid-out and unpainted until it nears the viewport
 * (`content-visibility: auto`): a lobby's footer, SEO text and carousels below the first screen cost
 * a phone nothing at load. It stays in the accessibility tree and find-in-page. `estimatedHeight`
 * holds its place until it is first rendered; from then on the browser remembers its real size.
 */
export const skippedUntilNear = (estimatedHeight: number) =>
  ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeight}px` }) as const;

/** One thing wrong with one file: which file, where in it (a JSON pointer) and which rule it breaks. */
export interface Problem {
  file: string;
  pointer: string;
  rule: string;
}

/** `brands/hippodrome/markets/nz.json /locale: must match pattern "^[a-z]{2}(-[A-Z]{2})?$"` */
export function formatProblem({ file, pointer, rule }: Problem): string {
  return `${file} ${pointer || '/'}: ${rule}`;
}

/** Appends a segment to a JSON pointer, escaping it as RFC 6901 asks. */
export function pointerTo(base: string, ...segments: (string | number)[]): string {
  return segments.reduce<string>(
    (pointer, segment) => `${pointer}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`,
    base,
  );
}

/** Parses JSON, or says where and why it is not JSON (line and column, not a character offset). */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; rule: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    if (!position) return { ok: false, rule: `invalid JSON: ${message}` };
    const before = text.slice(0, Number(position[1]));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    return {
      ok: false,
      rule: `invalid JSON: ${message.replace(/ in JSON at position \d+.*$/, '')} (line ${line}, column ${column})`,
    };
  }
}

/** An answer's text parsed as JSON, or the text itself when it is not JSON (an HTML error page, say). */
export function parsedBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

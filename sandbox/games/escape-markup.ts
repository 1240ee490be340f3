const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML or SVG, in element content and in quoted attributes alike. */
export function escapeMarkup(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

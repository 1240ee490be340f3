import path from 'node:path';
import { Eta } from 'eta';
/** HTML that is already safe to insert: built by `html` or marked with `trustedHtml`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The sandbox's one escaper: text (or a number) for HTML or SVG, in element content and quoted attributes alike. */
export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * The sandbox's page templates (`*.eta` beside their module, named from the sandbox folder:
 * `cashier/cashier-page`), rendered with the same escaping as `html`: every `<%= value %>` is escaped
 * unless it is SafeHtml (or a list of them).
 */
const templates = new Eta({
  views: path.resolve(import.meta.dirname, '..'),
  cache: true,
  autoTrim: false,
  escapeFunction: render,
});

/**
 * A page or fragment from its template file, with `data` as `it`. Every name the template reads from
 * `it` must be in `data` (an optional one as `undefined`): a name it lacks is an error naming it, not
 * an empty space in the page.
 */
export function renderTemplate(name: string, data: object): SafeHtml {
  const it = new Proxy(data, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target)) {
        throw new Error(`sandbox/${name}.eta reads it.${key}, which its view does not give`);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return new SafeHtml(templates.render(name, it));
}

/** A template tag that escapes every interpolated value unless it is SafeHtml (or a list of them). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, text, index) => out + text + (index < values.length ? render(values[index]) : ''), ''),
  );
}

/** Marks markup we wrote ourselves (inline CSS, a script built from JSON) as safe. */
export const trustedHtml = (markup: string) => new SafeHtml(markup);

/** JSON that can sit inside an inline <script> without closing it. */
export function scriptJson(value: unknown): SafeHtml {
  return new SafeHtml(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}

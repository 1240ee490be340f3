export { sanitizeCmsHtml } from './sanitize-cms-html.ts';

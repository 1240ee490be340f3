import DOMPurify from 'isomorphic-dompurify';

/** What CMS HTML may contain: text structure, links and tables; no scripts, styles, frames or forms. */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'small',
  'sup',
  'sub',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'colspan', 'rowspan', 'scope'];

/** Links off the site: an absolute http(s) URL or a protocol-relative one. */
const isExternal = (href: string) => /^(https?:)?\/\//i.test(href.trim());

function secureLinks(node: Element) {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (isExternal(href)) {
    // A new tab must not get a handle on this window (reverse tabnabbing).
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else if (node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener');
  } else {
    node.removeAttribute('target');
  }
}

/**
 * CMS HTML made safe for dangerouslySetInnerHTML, the same on the server (jsdom) and in the browser:
 * scripts, event handlers, style attributes, iframes and javascript: URLs are removed.
 */
export function sanitizeCmsHtml(html: string): string {
  if (!html) return '';
  DOMPurify.addHook('afterSanitizeAttributes', secureLinks);
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', secureLinks);
  }
}

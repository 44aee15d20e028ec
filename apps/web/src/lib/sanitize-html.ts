import DOMPurify from 'dompurify';

/**
 * Operator HTML (announcements, promotion details) is sanitised by the server on save and again
 * here on render (content.ts): the second pass protects the page if a row ever bypasses the back
 * office. Plain HTML only (no SVG, MathML, forms or styles); links open in a new tab without access
 * to this window.
 */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

import sanitizeHtml from 'sanitize-html';

/**
 * Announcement HTML as operators may write it: text formatting, lists, links and images. Scripts,
 * styles, event handlers (on*), iframes, forms and javascript: links are dropped; links open in a new
 * tab without access to this page. The web sanitises again when it renders (defence in depth).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'span',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'blockquote',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, options);
}

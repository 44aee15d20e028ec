import { describe, expect, it } from 'vitest';
import { sanitizeAnnouncementHtml } from './sanitize-html.ts';

describe('announcement HTML sanitiser', () => {
  it('keeps formatting, lists and links', () => {
    expect(sanitizeAnnouncementHtml('<p><b>Bold</b> and <em>em</em></p><ul><li>one</li></ul>')).toBe(
      '<p><b>Bold</b> and <em>em</em></p><ul><li>one</li></ul>',
    );
    expect(sanitizeAnnouncementHtml('<a href="https://example.com/x">x</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops scripts, event handlers, javascript: links, iframes and styles', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p>' +
      '<img src="x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">click</a>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>';
    const clean = sanitizeAnnouncementHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<img src="x.png" />');
    expect(clean).toContain('>click</a>');
  });
});

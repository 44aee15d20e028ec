const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * Operator help content (HTML from the back office, sanitised on save) as plain-text paragraphs: a
 * paragraph, a line break or a blank line ends one. Shown as text, never as HTML, so it cannot
 * inject script; stripping tags alone ran "…member centre.I forgot my password…" together.
 */
export function helpParagraphs(content: string): string[] {
  return content
    .split(/<\/p\s*>|<br\s*\/?>|<\/li\s*>|<\/h\d\s*>|\n\s*\n/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((part) => part.length > 0);
}

import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { betTypeName, selectionText, ticketSelectionText } from './lottery-ticket';

/** A stand-in for i18next's t: the key with its values, or the default value when given. */
const t = ((key: string, options?: Record<string, unknown>) =>
  options && 'defaultValue' in options
    ? `[${key}]`
    : `${key}${options ? JSON.stringify(options) : ''}`) as unknown as TFunction<'lottery'>;

describe('lottery ticket text', () => {
  it('writes a selection with rows padded to their width and options in words', () => {
    const text = selectionText({ rows: [[7], [], ['big', 'odd'], [3, 45]] }, [1, 1, null, 2], (v) =>
      v.toUpperCase(),
    );
    expect(text).toBe('7 | – | BIG ODD | 03 45');
  });

  it("pads a stored ticket's numbers to its bet type's widths (VN đề: two digits)", () => {
    expect(ticketSelectionText(t, 'vn-north', 'de', { rows: [[7, 27]] })).toBe('07 27');
    expect(ticketSelectionText(t, 'ssc', 'pos', { rows: [[1], [], [], [], [9]] })).toBe('1 | – | – | – | 9');
    // Something that is not a selection shows nothing rather than failing the page.
    expect(ticketSelectionText(t, 'ssc', 'pos', null)).toBe('');
  });

  it('names numbered bet types with one sentence per idea', () => {
    expect(betTypeName(t, 'any3')).toBe('betType.anyK{"k":3}');
    expect(betTypeName(t, 'xien2')).toBe('betType.xien{"k":2}');
    expect(betTypeName(t, 'de')).toBe('[betType.de]');
  });
});

import { describe, expect, it } from 'vitest';
import { inLanguage } from './translated-text.ts';

describe('inLanguage', () => {
  const names = { AR: 'برونزي', CN: '青铜' };

  it('picks the translation of the reader language, whatever its case', () => {
    expect(inLanguage('Bronze', names, 'AR')).toBe('برونزي');
    expect(inLanguage('Bronze', names, 'cn')).toBe('青铜');
  });

  it('falls back to the default text for a language without translation, an unknown code or none', () => {
    expect(inLanguage('Bronze', names, 'FR')).toBe('Bronze');
    expect(inLanguage('Bronze', names, 'xx-long')).toBe('Bronze');
    expect(inLanguage('Bronze', names, undefined)).toBe('Bronze');
    expect(inLanguage('Bronze', {}, 'AR')).toBe('Bronze');
  });
});

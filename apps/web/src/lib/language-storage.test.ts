import { describe, expect, it } from 'vitest';
import { initialLanguage, saveLanguage } from './language-storage';

function memoryStore(seed: Record<string, string> = {}) {
  const data = new Map(Object.entries(seed));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('initialLanguage', () => {
  it('prefers the current language, then the history language', () => {
    expect(initialLanguage(memoryStore({ lang: 'CN', hisLang: 'MY' }))).toEqual({
      code: 'CN',
      needsDefault: false,
    });
    expect(initialLanguage(memoryStore({ hisLang: 'MY' }))).toEqual({ code: 'MY', needsDefault: false });
  });

  it('asks for the operator default when nothing valid is stored', () => {
    expect(initialLanguage(memoryStore())).toEqual({ code: 'EN', needsDefault: true });
    expect(initialLanguage(memoryStore({ lang: 'xx' }))).toEqual({ code: 'EN', needsDefault: true });
  });

  it('saves a choice as both current and history', () => {
    const store = memoryStore();
    saveLanguage(store, 'AR');
    expect(Object.fromEntries(store.data)).toEqual({ lang: 'AR', hisLang: 'AR' });
  });
});

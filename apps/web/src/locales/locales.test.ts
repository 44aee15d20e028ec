import { languages } from '@goldline/contract/languages';
import { describe, expect, it } from 'vitest';

/**
 * Every language must carry every EN key with the same {{placeholders}}: a missing key silently
 * shows English (i18next falls back to EN), a lost placeholder shows a sentence without its value.
 * Plural keys (`x_one`, `x_other`, ...) are compared by the forms each language's CLDR rules use
 * (Chinese only `_other`, Arabic all six), plus `_zero` when EN has it (i18next uses it for 0).
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

type Flat = Record<string, unknown>;
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

function flatten(node: unknown, prefix = '', out: Flat = {}): Flat {
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = node;
  }
  return out;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => String(match[1])).sort();

/** EN key -> base of its plural group, for keys whose group has an `_other` form in EN. */
function pluralBase(en: Flat, key: string) {
  const match = key.match(PLURAL);
  return match && `${match[1]}_other` in en ? match[1] : undefined;
}

/** The keys a language must have, each with the placeholders it must carry (count optional in plurals). */
function expectedKeys(en: Flat, pluralCategories: readonly string[]) {
  const required = new Map<string, string[]>();
  const allowed = new Set<string>();
  for (const [key, value] of Object.entries(en)) {
    const base = pluralBase(en, key);
    if (!base) {
      required.set(key, placeholders(value));
      allowed.add(key);
      continue;
    }
    const other = placeholders(en[`${base}_other`]);
    for (const category of CATEGORIES) {
      const form = `${base}_${category}`;
      const inEn = form in en;
      if (pluralCategories.includes(category) || (category === 'zero' && inEn)) {
        required.set(form, other);
      }
      // A form EN has is harmless elsewhere (e.g. `_one` for a language i18next resolves by code).
      if (inEn || required.has(form)) allowed.add(form);
    }
  }
  return { required, allowed };
}

const read = (language: string, namespace: string) => files[`./${language}/${namespace}.json`];
const namespaces = Object.keys(files)
  .filter((path) => path.startsWith('./en/'))
  .map((path) => path.slice('./en/'.length, -'.json'.length));

describe('locales', () => {
  it('has a folder for every interface language and no other', () => {
    const folders = new Set(Object.keys(files).map((path) => path.split('/')[1]));
    expect([...folders].sort()).toEqual(languages.map((language) => language.code.toLowerCase()).sort());
    expect(namespaces).toContain('common');
  });

  for (const language of languages.filter((l) => l.code !== 'EN')) {
    const code = language.code.toLowerCase();
    const pluralCategories = new Intl.PluralRules(language.locale).resolvedOptions().pluralCategories;

    describe(code, () => {
      for (const namespace of namespaces) {
        it(`${namespace}.json has EN's keys and placeholders`, () => {
          const en = flatten(read('en', namespace));
          const translated = read(code, namespace);
          expect(translated, `${code}/${namespace}.json is missing`).toBeDefined();
          const flat = flatten(translated);
          const { required, allowed } = expectedKeys(en, pluralCategories);

          expect(
            [...required.keys()].filter((key) => !(key in flat)),
            'missing keys',
          ).toEqual([]);
          expect(
            Object.keys(flat).filter((key) => !allowed.has(key)),
            'keys EN does not have',
          ).toEqual([]);
          const empty = Object.entries(flat).filter(
            ([, value]) => typeof value !== 'string' || !value.trim(),
          );
          expect(
            empty.map(([key]) => key),
            'empty or non-text values',
          ).toEqual([]);

          const wrong = Object.entries(flat).flatMap(([key, value]) => {
            const base = pluralBase(en, key);
            const want = required.get(key) ?? placeholders(base ? en[`${base}_other`] : en[key]);
            const got = placeholders(value);
            // A plural form may leave {{count}} out ("your last bet") but keeps every other value.
            const same = base
              ? got.every((name) => want.includes(name)) &&
                want.filter((name) => name !== 'count').every((name) => got.includes(name))
              : got.join() === want.join();
            return same ? [] : [`${key}: ${got.join(',')} (EN ${want.join(',')})`];
          });
          expect(wrong, 'placeholders differ from EN').toEqual([]);
        });
      }
    });
  }
});

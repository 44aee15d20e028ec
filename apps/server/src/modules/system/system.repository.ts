import type { FieldRule, RegistrationRules } from '@goldline/contract/registration-rules';
import { registrationPatterns } from '@goldline/contract/registration-rules';
import { sql } from 'kysely';
import type * as z from 'zod';
import type { Executor } from '../../db/database.ts';

/** The only SQL for operator settings, registration rules and help sections. */
export const systemRepository = {
  async getSetting<T extends z.ZodType>(db: Executor, key: string, schema: T): Promise<z.infer<T> | null> {
    const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row ? schema.parse(row.value) : null;
  },

  /** Every setting that has a schema, parsed with it; rows of other keys are left out. */
  async getSettings(db: Executor, schemas: Record<string, z.ZodType>): Promise<Map<string, unknown>> {
    const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
    const settings = new Map<string, unknown>();
    for (const { key, value } of rows) {
      const schema = Object.hasOwn(schemas, key) ? schemas[key] : undefined;
      if (schema) settings.set(key, schema.parse(value));
    }
    return settings;
  },

  async putSetting(db: Executor, key: string, value: unknown): Promise<void> {
    const json = JSON.stringify(value);
    await db
      .insertInto('settings')
      .values({ key, value: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date() }))
      .execute();
  },

  /** Serialises the first start's defaults across processes starting together. */
  async lockDefaults(trx: Executor): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext('system:defaults'))`.execute(trx);
  },

  async getRegistrationRules(db: Executor): Promise<RegistrationRules> {
    const rows = await db.selectFrom('registration_rules').selectAll().orderBy('field').execute();
    const rules: Record<string, FieldRule> = {};
    for (const r of rows) {
      rules[r.field] = {
        enabled: r.enabled,
        required: r.required,
        patternId: r.pattern_id,
        acceptedPattern: registrationPatterns[r.pattern_id as keyof typeof registrationPatterns] ?? '*',
        minLength: r.min_length,
        maxLength: r.max_length,
      };
    }
    return rules as RegistrationRules;
  },

  async putRegistrationRule(
    db: Executor,
    field: string,
    rule: Omit<FieldRule, 'acceptedPattern'>,
  ): Promise<void> {
    const row = {
      enabled: rule.enabled,
      required: rule.required,
      pattern_id: rule.patternId,
      min_length: rule.minLength,
      max_length: rule.maxLength,
    };
    await db
      .insertInto('registration_rules')
      .values({ field, ...row })
      .onConflict((oc) => oc.column('field').doUpdateSet(row))
      .execute();
  },

  async getHelpSections(db: Executor, lang: string) {
    return db
      .selectFrom('help_sections')
      .select(['id', 'title', 'content'])
      .where('lang', '=', lang)
      .orderBy('sort')
      .execute();
  },

  async insertHelpSection(
    db: Executor,
    s: { id: string; lang: string; sort: number; title: string; content: string },
  ): Promise<void> {
    await db
      .insertInto('help_sections')
      .values(s)
      .onConflict((oc) => oc.doNothing())
      .execute();
  },

  /** Every language's sections, for the operator's editor (decision 108). */
  async allHelpSections(db: Executor) {
    return db
      .selectFrom('help_sections')
      .select(['id', 'lang', 'sort', 'title', 'content'])
      .orderBy('sort')
      .orderBy('id')
      .orderBy('lang')
      .execute();
  },

  async upsertHelpSection(
    db: Executor,
    s: { id: string; lang: string; sort: number; title: string; content: string },
  ): Promise<void> {
    await db
      .insertInto('help_sections')
      .values(s)
      .onConflict((oc) =>
        oc.columns(['id', 'lang']).doUpdateSet({ sort: s.sort, title: s.title, content: s.content }),
      )
      .execute();
  },

  async deleteHelpSection(db: Executor, key: { id: string; lang: string }): Promise<boolean> {
    const r = await db
      .deleteFrom('help_sections')
      .where('id', '=', key.id)
      .where('lang', '=', key.lang)
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  },
};

import { JWE_CONTENT_TYPE } from '@goldline/contract/encryption';
import { errorCodes } from '@goldline/contract/errors';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, login } from '../test/helpers.ts';

/**
 * Every operation of the published OpenAPI document, fed a bounded set of malformed requests (wrong
 * types, missing fields, huge strings, NUL bytes, negative and huge numbers, odd dates, bad JSON,
 * wrong content types, odd path parameters and querystrings), without a session, with a member's and
 * (admin operations) with an operator's: no answer may be a 5xx, and every answer is the envelope
 * (JSON, boolean `success`, a known `code` when it is false). Each field is mutated on an otherwise
 * valid body built from its schema, so the bad value gets past validation where it can and reaches
 * the services and the database. Deterministic: fast-check runs with a fixed seed.
 */
const SEED = 20_260_101;

/**
 * Not fuzzed, as they are not JSON calls: they are also absent from the document, this list only
 * says why. Their own tests cover them.
 */
const NOT_JSON = {
  'GET /ws': 'the WebSocket upgrade (plugins/websocket.integration.test.ts)',
  'GET /*': 'the web build and its SPA fallback (plugins/static-web.integration.test.ts)',
  'GET /docs': 'the API browser, static HTML',
  'GET /openapi.json': 'the document itself',
  'POST /vendor/:vendorCode/wallet/*': "vendors' signed calls, vendor-style answers (vendors/*.test.ts)",
};
/** Operations whose success is intentionally not JSON; their refusals must still be the envelope. */
const NON_JSON_SUCCESS = new Set(['GET /wps/cashier/deposits/{id}/proof']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: Json[];
  const?: Json;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: string;
  path: string;
  key: string;
  params: Parameter[];
  body: Schema | null;
}
type Who = 'anonymous' | 'member' | 'operator';
interface Sent {
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  /** The body is sent as a JWE (an "encrypted" route). */
  encrypt?: unknown;
}

// ------------------------------------------------------------------ the app and its document

const t = await createTestApp();
afterAll(() => t.close());
const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
};

const operations: Operation[] = Object.entries(doc.paths)
  .flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      key: `${method.toUpperCase()} ${path}`,
      params: op.parameters ?? [],
      body: op.requestBody ? (Object.values(op.requestBody.content)[0]?.schema ?? {}) : null,
    })),
  )
  // Logging out ends the session the later operations use: last.
  .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));

const resolve = (s: Schema | undefined): Schema => {
  let schema = s ?? {};
  while (schema.$ref) schema = doc.components?.schemas?.[schema.$ref.split('/').at(-1)!] ?? {};
  return schema;
};
const typeOf = (s: Schema): string | undefined =>
  Array.isArray(s.type)
    ? s.type.find((x) => x !== 'null')
    : (s.type ?? (s.properties ? 'object' : undefined));

// ------------------------------------------------------------------ valid values from a schema

const samples = new Map<string, string[]>();
/** Strings matching a pattern, drawn once per pattern with the fixed seed. */
function matching(pattern: string): string[] {
  let found = samples.get(pattern);
  if (!found) {
    try {
      found = fc.sample(fc.stringMatching(new RegExp(pattern), { size: 'small' }), {
        seed: SEED,
        numRuns: 40,
      });
    } catch {
      found = [];
    }
    samples.set(pattern, found);
  }
  return found;
}

let fresh = 0;
/** A new v4-shaped uuid per call: idempotency keys must not repeat across requests. */
const nextUuid = () => `00000000-0000-4000-8000-${(fresh++).toString(16).padStart(12, '0')}`;
const FORMATS: Record<string, () => string> = {
  uuid: nextUuid,
  email: () => 'fuzz@example.com',
  'date-time': () => '2026-01-01T00:00:00Z',
  date: () => '2026-01-01',
  uri: () => 'https://example.com/fuzz',
  url: () => 'https://example.com/fuzz',
};

function validString(s: Schema): string {
  const min = s.minLength ?? 1;
  const max = s.maxLength ?? 64;
  const fits = (v: string) => v.length >= min && v.length <= max;
  if (s.format && FORMATS[s.format]) return FORMATS[s.format]!();
  if (s.pattern) {
    const hit = matching(s.pattern).find(fits);
    if (hit !== undefined) return hit;
  }
  return 'fuzz'.padEnd(min, 'z').slice(0, Math.max(max, min));
}

function validNumber(s: Schema, integer: boolean): number {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
  let v = 1;
  if (lo !== undefined && v < lo) v = lo;
  if (hi !== undefined && v > hi) v = hi;
  return integer ? Math.ceil(v) : v;
}

/**
 * Values for fields whose rules go beyond their schema (amount ranges, password strength...), so a
 * base body passes validation and the one bad field is what gets tested. Also used for optional
 * fields some routes need all the same.
 */
const HINTS: Record<string, () => Json> = {
  amount: () => '1.00',
  minAmount: () => '1.00',
  maxAmount: () => '1000.00',
  remainingAmount: () => '1.00',
  password: () => 'Fuzz#2026pass',
  confirmPassword: () => 'Fuzz#2026pass',
  newPassword: () => 'Fuzz#2026pass',
  confirmNewPassword: () => 'Fuzz#2026pass',
  newPaymentPassword: () => '246810',
  confirmPaymentPassword: () => '246810',
  iconUrl: () => '/games/fuzz.svg',
  imageUrl: () => '/banners/fuzz.svg',
  username: () => `fuzz${fresh++}`,
};

/** A value the schema accepts (as far as a schema can say; services may still refuse it). */
function valid(schema: Schema | undefined, depth = 0, name = ''): Json {
  const s = resolve(schema);
  const hint = HINTS[name];
  if (hint && typeOf(s) === 'string') return hint();
  const variant = s.oneOf ?? s.anyOf ?? s.allOf;
  if (variant) return valid(variant.find((v) => typeOf(resolve(v)) !== 'null') ?? variant[0], depth);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0] ?? null;
  switch (typeOf(s)) {
    case 'string':
      return validString(s);
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    // false: an operator's "enabled" flag must not switch maintenance or region blocking on.
    case 'boolean':
      return false;
    case 'array':
      return depth > 4 ? [] : Array.from({ length: s.minItems ?? 0 }, () => valid(s.items, depth + 1, name));
    case 'object': {
      // A map (the localized texts): English, which every such map needs.
      if (!s.properties && typeof s.additionalProperties === 'object')
        return { EN: valid(s.additionalProperties, depth + 1) };
      const keys = Object.keys(s.properties ?? {}).filter((k) => s.required?.includes(k) || k in HINTS);
      return Object.fromEntries(keys.map((k) => [k, valid(s.properties?.[k], depth + 1, k)]));
    }
    default:
      return 'fuzz';
  }
}

/** The body's shapes: each variant of a top-level union is a base of its own. */
function bases(body: Schema): Schema[] {
  const s = resolve(body);
  return (s.oneOf ?? s.anyOf ?? [s]).map(resolve);
}

// ------------------------------------------------------------------ the bad values

/** Stand-in for a raw JSON number that JSON.stringify cannot write. */
const INFINITY = '\u0001fuzz-infinity\u0001';
/** Every field gets these: wrong types, bounds, text PostgreSQL cannot store, an overflowing amount. */
const CORE_JSON_VALUES: Json[] = [
  null,
  1.5,
  -1,
  2 ** 63,
  INFINITY,
  'x'.repeat(10_000),
  'a\u0000b',
  '\ud800',
  '99999999999999999999999999.99',
  [],
  {},
];
/** And four of these, picked per field by fast-check: the same every run. */
const MORE_JSON_VALUES: Json[] = [
  true,
  0,
  1e308,
  -1e308,
  2 ** 53,
  '',
  '-1',
  '-0.01',
  '0.001',
  '1e400',
  '9223372036854775808',
  '2026-02-30T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  'constructor',
  '__proto__',
  ['\u0000'],
  { nested: { deeper: [1, 'x'] } },
  ...(fc.sample(
    fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.bigInt().map(String),
    ),
    { seed: SEED, numRuns: 8 },
  ) as Json[]),
];
const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 0);
const moreValuesFor = (where: string) =>
  fc.sample(fc.subarray(MORE_JSON_VALUES, { minLength: 4, maxLength: 4 }), {
    seed: SEED ^ hash(where),
    numRuns: 1,
  })[0]!;

/**
 * Raw, already URL-encoded where it matters (`%E0%A4%A` and `%FF` are broken percent-encoding):
 * each parameter gets the first list and four of the second, picked by fast-check.
 */
const BAD_QUERY_VALUES = [
  ['x'.repeat(5_000), 'a%00b', '%ED%A0%80', '%E0%A4%A', '-1', '99999999999999999999'],
  [
    '',
    '0',
    '1.5',
    '1e400',
    '9223372036854775808',
    'abc',
    '%FF',
    'constructor',
    '__proto__',
    '2026-02-30',
    '%2B275760-09-13T00%3A00%3A00.000Z',
  ],
] as const;
const BAD_PATH_VALUES = [
  ['-1', '99999999999999999999', '1'.repeat(10_000), '%00', '%ED%A0%80', '%E0%A4%A', 'constructor'],
  ['0', '9223372036854775808', 'abc', 'x'.repeat(101), '%FF', '__proto__', '%2F', '..', '%20'],
] as const;
const badValuesFor = (where: string, [core, more]: readonly [readonly string[], readonly string[]]) => [
  ...core,
  ...fc.sample(fc.subarray([...more], { minLength: 4, maxLength: 4 }), {
    seed: SEED ^ hash(where),
    numRuns: 1,
  })[0]!,
];

const describeValue = (v: unknown) => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 30)}…(${text.length})` : text;
};
const json = (body: unknown) => JSON.stringify(body).replaceAll(`"${INFINITY}"`, '1e999');

// ------------------------------------------------------------------ requests per operation

function urlOf(op: Operation, path: Record<string, string>, query: Record<string, string | string[]>) {
  const p = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => path[name] ?? 'fuzz');
  const q = Object.entries(query).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${k}=${x}`));
  return q.length > 0 ? `${p}?${q.join('&')}` : p;
}

function validParams(op: Operation) {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of op.params) {
    if (p.in === 'path') path[p.name] = encodeURIComponent(String(valid(p.schema)));
    else if (p.in === 'query' && p.required) query[p.name] = encodeURIComponent(String(valid(p.schema)));
  }
  return { path, query };
}

/**
 * Everything sent to one operation; `light`: only the structural cases and a few odd parameters
 * (a guard refuses this caller before any input is read, or another pass fuzzes the same input).
 */
function requestsFor(op: Operation, encrypted: boolean, light: boolean): Sent[] {
  const sent: Sent[] = [];
  const base = () => validParams(op);
  const bodyOf = (body: Json): Partial<Sent> =>
    encrypted ? { encrypt: body } : { headers: { 'content-type': 'application/json' }, payload: json(body) };

  // Path parameters and the querystring, one at a time, the rest valid.
  for (const p of op.params) {
    const where = `${op.key} ${p.in} ${p.name}`;
    const values =
      p.in === 'path'
        ? badValuesFor(where, BAD_PATH_VALUES)
        : p.in === 'query'
          ? badValuesFor(where, BAD_QUERY_VALUES)
          : [];
    for (const value of light ? values.slice(0, 3) : values) {
      const { path, query } = base();
      if (p.in === 'path') path[p.name] = value;
      else query[p.name] = value;
      const firstBody = op.body ? valid(bases(op.body)[0]) : undefined;
      sent.push({
        label: `${p.in} ${p.name}=${describeValue(value)}`,
        method: op.method,
        url: urlOf(op, path, query),
        ...(firstBody === undefined ? {} : bodyOf(firstBody)),
      });
    }
    if (p.in === 'query' && !light) {
      const { path, query } = base();
      sent.push({
        label: `query ${p.name} twice`,
        method: op.method,
        url: urlOf(op, path, { ...query, [p.name]: ['1', '2'] }),
      });
    }
  }

  const url = () => {
    const { path, query } = base();
    return urlOf(op, path, query);
  };
  const raw = (label: string, contentType: string, payload: string) =>
    sent.push({ label, method: op.method, url: url(), headers: { 'content-type': contentType }, payload });

  // Bodies that are not the JSON object the route expects, whatever its schema.
  raw('body: broken JSON', 'application/json', '{"a":');
  raw('body: form with a NUL', 'application/x-www-form-urlencoded', 'a=%00&b=1');
  if (!light && (op.body || op.method === 'POST' || op.method === 'PUT')) {
    raw('body: empty JSON', 'application/json', '');
    raw('body: text/plain', 'text/plain', 'hello');
    raw('body: past the size limit', 'application/json', `{"a":"${'x'.repeat(300 * 1024)}"}`);
    raw('body: JSON array', 'application/json', '[]');
    raw('body: JSON null', 'application/json', 'null');
    raw('body: JSON string', 'application/json', '"text"');
    raw('body: __proto__ key', 'application/json', '{"__proto__":{"polluted":true}}');
    raw('body: not a JWE', JWE_CONTENT_TYPE, 'not.a.jwe');
  }
  if (!op.body || light) return sent;

  // Each field of each body shape: missing, then every bad value, the other fields valid.
  for (const [b, shape] of bases(op.body).entries()) {
    const fields = Object.keys(shape.properties ?? {});
    sent.push({ label: `body#${b} valid`, method: op.method, url: url(), ...bodyOf(valid(shape)) });
    for (const field of fields) {
      const withField = (value: Json | undefined) => {
        const body = valid(shape) as Record<string, Json>;
        if (value === undefined) delete body[field];
        else body[field] = value;
        return body;
      };
      sent.push({
        label: `body#${b} ${field} missing`,
        method: op.method,
        url: url(),
        ...bodyOf(withField(undefined)),
      });
      for (const value of [...CORE_JSON_VALUES, ...moreValuesFor(`${op.key} ${field}`)])
        sent.push({
          label: `body#${b} ${field}=${describeValue(value)}`,
          method: op.method,
          url: url(),
          ...bodyOf(withField(value)),
        });
    }
  }
  return sent;
}

// ------------------------------------------------------------------ sending and judging

const operatorLogin = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/admin/session/login',
      payload: { username: 'operator', password: 'Operator#2026' },
    })
  ).json().value.token as string;
/** The demo member's session; logged in again (with a captcha, the fuzz fails logins) if it ended. */
let memberToken = '';
async function memberSession(): Promise<string> {
  if (memberToken) {
    const me = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth(memberToken) });
    if (me.statusCode === 200) return memberToken;
  }
  const res = await login(t, 'demo', 'PlayDemo#2026', await t.knownCaptcha());
  memberToken = res.json().value.token;
  return memberToken;
}
let operatorToken = '';
async function tokenFor(who: Who): Promise<string | undefined> {
  if (who === 'member') return memberSession();
  if (who === 'operator') operatorToken ||= await operatorLogin();
  return who === 'operator' ? operatorToken : undefined;
}

async function send(r: Sent, token: string | undefined): Promise<LightMyRequestResponse> {
  const headers = { ...r.headers, ...(token ? auth(token) : {}) };
  if (r.encrypt !== undefined)
    return t.app.inject({
      method: r.method as 'POST',
      url: r.url,
      headers: { ...headers, 'content-type': JWE_CONTENT_TYPE },
      payload: await t.encrypt(r.encrypt),
    });
  return t.app.inject({
    method: r.method as 'POST',
    url: r.url,
    headers,
    ...(r.payload === undefined ? {} : { payload: r.payload }),
  });
}

const codes = new Set<string>(errorCodes);
/** What is wrong with an answer, or null when it is a proper envelope below 500. */
function problemOf(op: Operation, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 120)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (NON_JSON_SUCCESS.has(op.key) && res.statusCode < 300) return null;
  if (!type.startsWith('application/json')) return `${res.statusCode} content-type "${type}"`;
  let body: { success?: unknown; code?: unknown };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `${res.statusCode} not JSON: ${res.body.slice(0, 80)}`;
  }
  if (typeof body.success !== 'boolean')
    return `${res.statusCode} no boolean success: ${res.body.slice(0, 120)}`;
  if (!body.success && !codes.has(String(body.code)))
    return `${res.statusCode} unknown code ${String(body.code)}`;
  return null;
}

/** A guard's answer (onRequest, before the body is read): fuzzing the input behind it is moot. */
const GUARD_REFUSALS = new Set([
  'UNAUTHORIZED',
  'SESSION_EXPIRED',
  'NOT_AGENT',
  'NOT_MEMBER',
  'TRIAL_FORBIDDEN',
]);

/** A valid-looking call: is the route encrypted, and does its guard let this caller in at all? */
async function probe(op: Operation, token: string | undefined) {
  const [shape] = op.body ? bases(op.body) : [];
  const { path, query } = validParams(op);
  const res = await send(
    {
      label: 'probe',
      method: op.method,
      url: urlOf(op, path, query),
      ...(shape ? { headers: { 'content-type': 'application/json' }, payload: json(valid(shape)) } : {}),
    },
    token,
  );
  let code: string | undefined;
  try {
    code = (JSON.parse(res.body) as { code?: string }).code;
  } catch {
    // Not JSON (a proof image, or a 5xx without the envelope): problemOf says whether that is wrong.
  }
  return {
    problem: problemOf(op, res),
    encrypted: code === 'ENCRYPTION_REQUIRED',
    refused: GUARD_REFUSALS.has(code ?? ''),
  };
}

async function fuzz(op: Operation, who: Who): Promise<string[]> {
  const token = await tokenFor(who);
  const first = await probe(op, token);
  // With a session, a route anyone may call was fuzzed in full already without one.
  const light = first.refused || (who !== 'anonymous' && !(await probe(op, undefined)).refused);
  const problems = first.problem ? [`probe -> ${first.problem}`] : [];
  for (const r of requestsFor(op, first.encrypted, light)) {
    const problem = problemOf(op, await send(r, token));
    if (problem) problems.push(`${r.label} -> ${problem}`);
  }
  return problems;
}

describe('OpenAPI fuzz: no 5xx, always the envelope', () => {
  it('reads a document with operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const skipped of Object.keys(NOT_JSON))
      expect(operations.map((o) => o.key)).not.toContain(skipped.replace(/:(\w+)/g, '{$1}'));
  });

  for (const who of ['anonymous', 'member', 'operator'] as const)
    describe(who, () => {
      for (const op of operations) {
        // An operator session matters only where the operator guard lets it in.
        if (who === 'operator' && !op.path.startsWith('/admin/')) continue;
        it(op.key, async () => {
          const problems = await fuzz(op, who);
          expect(problems.slice(0, 15), `${problems.length} bad answers`).toEqual([]);
        });
      }
    });
});

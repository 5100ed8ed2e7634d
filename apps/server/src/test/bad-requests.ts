// Generators of malformed requests for malformed-input.test.ts, driven by a seeded PRNG so a
// failing run can be replayed with its seed. Bodies are built as JSON text, not objects, so
// they can hold what JSON.stringify cannot make: 1e309, lone surrogates, 100 000 levels of
// nesting, duplicate and __proto__ keys. The tables stay one line per theme (prettier-ignore):
// one value per line would make them ten times longer and no clearer.
import type { CatalogRoute, JsonSchema } from './route-catalog.js';

export interface Rng {
  next(): number;
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and good enough to pick test cases. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: (items) => items[int(items.length)]! };
}

export interface BadRequest {
  /** Which generator made it, and what it did: printed when the answer is wrong. */
  kind: string;
  detail: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** What a generator needs besides the route: the id of a row the route can act on, the caller's token. */
export interface Target {
  id: number;
  token?: string;
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const text = (value: unknown) => JSON.stringify(value);
const show = (value: string) => (value.length > 60 ? `${text(value.slice(0, 40))}…(${value.length} chars)` : text(value));

/** Hostile values for any field, as JSON text: wrong types, edge numbers, nasty strings, nesting. */
// prettier-ignore
const HOSTILE_VALUES = [
  '0', '-1', '1.5', '1e309', '-1e309', '9007199254740993', '-0',
  'true', 'false', 'null', '[]', '["a"]', '[null]', '{}', '{"a":1}', '{"toString":"x"}', '{"length":1e9}',
  '""', '" "', '"\\u0000"', '"a\\u0000b"', '"\\ud800"', '"\\udfff\\ud800"', '"\\uffff\\ufffe"',
  text('x'.repeat(10_000)), text('x'.repeat(300_000)), text('😀'.repeat(3000)), text('\u202eevil\u200b\u00a0Ω≈ç√'),
  text('Ä\u0308\u0301'.repeat(50)), text("<script>alert(1)</script>'; DROP TABLE users; --"), text('%s%n${7*7}{{7*7}}'),
  text('javascript:alert(1)'), text('file:///etc/passwd'), text('http://'), text(`http://${'a'.repeat(5000)}.test/`),
  text('/uploads/images/../../secret'), text('/uploads/images/missing.png'), text('data:image/png;base64,'),
  text('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='), text('data:image/gif;base64,R0lGODlh'),
  text('__proto__'), text('constructor'), text('2024-01-01T00:00:00Z~1'), text('1'), text('NaN'), text('admin'),
  text('a@b'), text(`${'a'.repeat(300)}@example.test`), text('a@b@c'),
  '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}',
  deepArray(50), deepObject(50), deepArray(5_000), deepObject(5_000), deepArray(100_000),
];

/** Keys a body should not have: prototype pollution, fields a caller may not set, odd names. */
// prettier-ignore
const EXTRA_KEYS: [string, string][] = [
  ['__proto__', '{"role":"admin"}'], ['constructor', '{"prototype":{"role":"admin"}}'], ['role', '"admin"'], ['id', '1'],
  ['status', '"active"'], ['', '1'], ['a\u0000b', '1'], ['k'.repeat(5000), '1'], ['😀', '1'],
];

/** Whole bodies sent as application/json: broken JSON, the wrong top-level type, nesting. */
// prettier-ignore
const WHOLE_BODIES = [
  '', ' ', '\t\n', '{', '}', '{"a":}', "{'a':1}", 'undefined', 'NaN', '[', '"', '\\u0000', '\u0000', '{"a":1}garbage',
  '{"a":1}{"b":2}', '\ufeff{}', 'null', '[]', '[{}]', '"text"', '42', '-1', 'true', '{}', '{"a":"\\u0000"}',
  '{"__proto__":{"role":"admin"}}', '{"constructor":{"prototype":{"role":"admin"}}}', '{"a":1e309}', '{"a":-}',
  deepArray(100_000), deepObject(20_000), '{"a":1,"a":2}', `{"${'k'.repeat(10_000)}":1}`,
];

// prettier-ignore
const CONTENT_TYPES = [
  'text/plain', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/x-www-form-urlencoded',
  'application/xml', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/jsonx',
  'APPLICATION/JSON', 'application/json, text/plain', 'foo', '*/*', 'application/octet-stream', 'text/html', 'image/png',
  'application/vnd.api+json',
];

/** Path ids: not numbers, out of range, odd spellings of a number, encodings, traversal, long. */
// prettier-ignore
const BAD_IDS = [
  'abc', '-1', '0', '1.5', '99999999999999999999', '%00', '..%2f', '..%2F..%2Fadmin', '9'.repeat(5000), 'x'.repeat(5000),
  '%', '%zz', '1e3', '0x10', '%201', '1%20', '+1', '2147483648', 'NaN', 'Infinity', '%F0%9F%98%80', "1'", '1;DROP',
  '%2e%2e', '__proto__', 'constructor', '', '1%00', '%E0%A4%A', '1,2', '[1]', '%5B%5D', '1/../2',
];

/** Query strings for one parameter name. */
// prettier-ignore
const badValuesOf = (n: string) => [
  `${n}=-1`, `${n}=abc`, `${n}=0`, `${n}=1.5`, `${n}=1e309`, `${n}=99999999999999999999`, `${n}=1&${n}=2`, `${n}[]=1`,
  `${n}[a]=1`, `${n}=`, n, `${n}=%00`, `${n}=%`, `${n}=%zz`, `${n}=Infinity`, `${n}=NaN`, `${n}=0x10`, `${n}=%201`,
  `${n}=%F0%9F%98%80`, `${n}=${'9'.repeat(5000)}`, `${n}=1&${n}=abc&${n}=`,
];

// prettier-ignore
const ODD_QUERIES = [
  '=1', '&&&', '__proto__=1', '__proto__[admin]=1', 'constructor[prototype][admin]=1', `a=${'b'.repeat(10_000)}`,
  'before=abc', 'before=2024-01-01T00:00:00Z~99999999999', `before=${'x'.repeat(5000)}`, '%E0%A4%A=1', '?=&?',
];

/** Authorization headers around a token: no token, odd schemes and spacing, 10 KB, two of them. */
// prettier-ignore
const authorizations = (token = 'eyJhbGciOiJIUzI1NiJ9.e30.x') => [
  'Bearer', 'Bearer ', `Bearer  ${token}`, `bearer ${token}`, `BEARER ${token}`, `Bearer ${'x'.repeat(10_240)}`,
  `Bearer ${token} extra`, `Token ${token}`, 'Basic Og==', `Bearer ${token}.x`, 'Bearer a.b.c', 'Bearer null',
  `Bearer eyJ${'A'.repeat(10_000)}.eyJ.x`, `Bearer ${Buffer.from('{"alg":"HS512"}').toString('base64url')}.e30.`,
  `Bearer ${token},Bearer ${token}`, token, '', ' ',
];

// prettier-ignore
const ODD_HEADERS: Record<string, string>[] = [
  { 'accept-encoding': 'gzip;q=abc, br;q=-1' }, { 'accept-encoding': '*' }, { 'accept-encoding': 'identity;q=0' },
  { 'if-none-match': '*' }, { 'if-none-match': 'W/"' }, { 'if-none-match': '"x", , ,' }, { 'if-modified-since': 'yesterday' },
  { 'x-forwarded-for': 'not-an-ip, ::1, 999.1.1.1' }, { accept: 'text/html' }, { accept: 'application/xml;q=abc' },
  { 'content-encoding': 'gzip' }, { 'content-encoding': 'br' }, { 'content-encoding': 'deflate' },
  { 'content-encoding': 'foo' }, { range: 'bytes=0-1' }, { range: 'bytes=9999999999999999-' }, { cookie: `${'a'.repeat(4000)}=1` },
];

/** Values that break this field's own rules: a wrong enum, too short, too long, off pattern. */
function ruleBreakers(schema: JsonSchema): string[] {
  const out: string[] = [];
  for (const option of [schema, ...(schema.anyOf ?? [])]) {
    if (option.enum) out.push(text(`${String(option.enum[0])}x`), text(String(option.enum[0]).toUpperCase()));
    if (option.minLength) out.push(text('x'.repeat(option.minLength - 1)));
    if (option.maxLength !== undefined) out.push(text('x'.repeat(option.maxLength + 1)));
    if (option.pattern) out.push(text('bad value!'), text(' padded@example.test '));
  }
  return out;
}

/** A value the field accepts (or nearly): the base every mutation changes one field of. */
function exampleOf(name: string, schema: JsonSchema, rng: Rng): unknown {
  const option = schema.anyOf?.at(-1) ?? schema;
  if (option.enum?.length) return option.enum[0];
  const type = [option.type].flat()[0];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return (option.minimum ?? 1) + (option.exclusiveMinimum ? 1 : 0);
  if (type !== 'string') return null;
  if (schema.nullable && /url|image|avatar/i.test(name)) return null;
  const tag = rng.int(1e9).toString(36);
  if (option.pattern?.includes('@')) return `fuzz-${tag}@example.test`;
  if (option.pattern) return `fuzz_${tag}`;
  // An address field (site_url) checks its text by a refinement the JSON schema cannot show.
  if (/(^|_)url$/.test(name)) return `https://fuzz-${tag}.example.test`;
  return `Fuzz ${tag} text`.slice(0, option.maxLength ?? 50);
}

/** The body's fields as [name, JSON text] pairs, each a valid example. */
function baseEntries(schema: JsonSchema, rng: Rng): [string, string][] {
  return Object.entries(schema.properties ?? {}).map(([name, field]) => [name, text(exampleOf(name, field, rng))]);
}

const objectText = (entries: [string, string][]) => `{${entries.map(([key, value]) => `${text(key)}:${value}`).join(',')}}`;

const hasBody = (method: string) => method === 'POST' || method === 'PUT';
const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * One malformed request for the route: picks one of the generators that apply to it. The path
 * id is the target's (a row the route can act on) unless the id itself is what is bad.
 */
export function badRequest(route: CatalogRoute, rng: Rng, target: Target): BadRequest {
  const url = route.url.replace(/:\w+/g, String(target.id)).replace(/\*$/, 'some-key');
  const base = route.body ? baseEntries(route.body, rng) : [];
  const validBody = hasBody(route.method) ? objectText(base) : undefined;
  const make = (kind: string, detail: string, rest: Partial<BadRequest>): BadRequest => ({
    kind,
    detail,
    method: route.method,
    url,
    headers: validBody ? JSON_TYPE : {},
    payload: validBody,
    ...rest,
  });

  const generators: (() => BadRequest)[] = [
    () => {
      const query = rng.pick([...(route.query.length ? route.query : ['limit', 'offset']).flatMap(badValuesOf), ...ODD_QUERIES]);
      return make('query', show(query), { url: `${url}?${query}` });
    },
    () => {
      const headers = rng.pick([...authorizations(target.token).map((authorization) => ({ authorization })), ...ODD_HEADERS]);
      return make('header', show(JSON.stringify(headers)), { headers: { ...(validBody ? JSON_TYPE : {}), ...headers } });
    },
  ];
  if (/:\w+|\*$/.test(route.url)) {
    generators.push(() => {
      const id = rng.pick(BAD_IDS);
      const badUrl = route.url.replace(/:\w+/, id).replace(/:\w+/g, String(target.id)).replace(/\*$/, id);
      return make('id', show(id), { url: badUrl });
    });
  }
  const fields = route.body?.properties;
  if (fields && base.length) {
    const field = () => {
      const index = rng.int(base.length);
      const [name] = base[index]!;
      const value = rng.pick([...HOSTILE_VALUES, ...ruleBreakers(fields[name]!)]);
      const entries = base.map((entry, i): [string, string] => (i === index ? [name, value] : entry));
      return make('field', `${name}=${show(value)}`, { payload: objectText(entries) });
    };
    // Wrong field values are the richest vein: three times the weight of the others.
    generators.push(field, field, field, () => {
      const missing = rng.int(base.length + 1);
      const entries = base.filter((_, i) => i !== missing).concat(rng.next() < 0.5 ? [rng.pick(EXTRA_KEYS)] : []);
      return make('shape', show(objectText(entries)), { payload: objectText(entries) });
    });
  }
  if (hasBody(route.method)) {
    generators.push(
      () => {
        const payload = rng.pick(WHOLE_BODIES);
        return make('raw body', show(payload), { payload });
      },
      () => {
        const contentType = rng.pick(CONTENT_TYPES);
        const payload = rng.pick([
          validBody!,
          'a=1&b=2',
          '<a/>',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
        ]);
        return make('content-type', `${contentType} ${show(payload)}`, { headers: { 'content-type': contentType }, payload });
      },
      () => {
        const bytes = Buffer.from(Array.from({ length: 1 + rng.int(512) }, () => rng.int(256)));
        // Raw, or as a PNG data URL: the image decoder must refuse it with a 400.
        const asImage = rng.next() < 0.5;
        const payload = asImage ? `{"image_url":"data:image/png;base64,${bytes.toString('base64')}"}` : bytes;
        return make('binary body', `${bytes.length} random bytes${asImage ? ' as image_url' : ''}`, { payload });
      },
    );
  } else {
    generators.push(() => {
      const payload = rng.pick(['{"a":1}', '{', 'hello', '{"__proto__":{}}']);
      const contentType = rng.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']);
      const detail = `${contentType} ${show(payload)}`;
      return make('body on bodiless method', detail, { headers: { 'content-type': contentType }, payload });
    });
  }
  return rng.pick(generators)();
}

/** The body of a route with `field` set to a string holding a NUL, every other field valid. */
export function bodyWithNul(schema: JsonSchema, field: string, rng: Rng): string {
  return objectText(
    baseEntries(schema, rng).map(([name, value]): [string, string] => [name, name === field ? '"a\\u0000b"' : value]),
  );
}

/** The string fields of a body schema. */
export function stringFields(schema: JsonSchema): string[] {
  const isString = (s: JsonSchema) => [s.type].flat().includes('string');
  return Object.entries(schema.properties ?? {})
    .filter(([, s]) => isString(s) || (s.anyOf ?? []).some(isString))
    .map(([name]) => name);
}

/** A body field that takes a JSON number or boolean: where it sits, what it takes, whether null is a value. */
export interface TypedField {
  /** Its path in the body: a top-level name, or [list, '0', name] inside a list of objects. */
  path: string[];
  type: 'number' | 'boolean';
  nullable: boolean;
}

const typesOf = (schema: JsonSchema) => [schema.type, ...(schema.anyOf ?? []).map((option) => option.type)].flat();
const typeOf = (schema: JsonSchema): TypedField['type'] | undefined => {
  const types = typesOf(schema);
  if (types.includes('number') || types.includes('integer')) return 'number';
  return types.includes('boolean') ? 'boolean' : undefined;
};
const takesNull = (schema: JsonSchema) => Boolean(schema.nullable) || typesOf(schema).includes('null');

/** The number and boolean fields of a body schema, those of a list of objects included. */
export function typedFields(schema: JsonSchema): TypedField[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]): TypedField[] => {
    const type = typeOf(field);
    if (type) return [{ path: [name], type, nullable: takesNull(field) }];
    if (field.items?.properties) return typedFields(field.items).map((inner) => ({ ...inner, path: [name, '0', ...inner.path] }));
    return [];
  });
}

/**
 * Values a typed field must refuse (docs/product/operating.md: JSON bodies are taken as typed), as JSON
 * text: what coercion would turn into a number (true is 1, [] is 0, "0x10" is 16) or a boolean.
 */
export const UNTYPED_VALUES: Record<TypedField['type'], string[]> = {
  number: ['"7"', '[7]', 'true', 'null', '[]', '"0x10"', '""', '{}'],
  boolean: ['"true"', '[true]', '1', '0', 'null', '[]', '"false"', '{}'],
};

/**
 * A body valid but for one typed field, which holds `value` (JSON text): every other field is
 * its example, and a list of objects holds one element of examples. Optional fields and fields
 * whose example is not a value they take (an object) are left out, so the one error is the
 * field's (an optional text whose refinement a made-up example fails, say, stays out).
 */
export function bodyWithTypedValue(schema: JsonSchema, field: TypedField, value: string, rng: Rng): string {
  const examples = (of: JsonSchema) =>
    baseEntries(of, rng).filter(
      ([name, example]) => (of.required ?? []).includes(name) && (example !== 'null' || takesNull(of.properties![name]!)),
    );
  const [name, ...inner] = field.path;
  const entries = examples(schema).filter(([key]) => key !== name);
  if (inner.length === 0) return objectText([...entries, [name!, value]]);
  const element = examples(schema.properties![name!]!.items!).map(([key, example]): [string, string] => [
    key,
    key === inner[1] ? value : example,
  ]);
  return objectText([...entries, [name!, `[${objectText(element)}]`]]);
}

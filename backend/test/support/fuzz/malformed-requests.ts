import { randomUUID } from 'node:crypto';
import { OpenApi, Operation, resolveSchema, Schema } from './openapi-operations';

/** What a variant must get besides "no 5xx, and a 4xx is the one error body". */
export type Expectation = 'any' | 'payload-too-large' | 'client-error';

/** One malformed request, ready to send: path with its query, raw and already percent-encoded. */
export type MalformedRequest = {
  variant: string;
  path: string;
  headers: Record<string, string>;
  /** Raw body text, sent as is with the Content-Type of `headers`. */
  body?: string;
  expect: Expectation;
};

const JSON_TYPE = { 'Content-Type': 'application/json' };
const STATE_CHANGING_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** Under the 100 kB body limit once in JSON, and far over any field's maxLength. */
const HUGE_STRING_LENGTH = 20_000;
/** Over the 100 kB body limit: the body parser must refuse it (413). */
const OVER_LIMIT_LENGTH = 150_000;
/** Stands for a value that must go into the JSON text raw (JSON.stringify cannot write it). */
const RAW_MARKER = 'FUZZ_RAW_VALUE_9f1c2b';

const WRONG_TYPE_VALUES: Record<string, unknown> = {
  number: 42,
  boolean: true,
  string: 'fuzz',
  object: { fuzz: 1 },
  array: ['fuzz'],
};

const PATH_VALUES = [
  'not-a-uuid',
  '%00',
  '%ED%A0%80', // a lone UTF-16 surrogate, percent-encoded
  '%E0%A4%A', // broken percent-encoding
  'a'.repeat(2_000),
  '..%2F..%2Fetc',
  '0',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  '%F0%9F%98%80',
  'null',
  'undefined',
  'true',
];

const QUERY_VALUES: [string, string][] = [
  ['empty', ''],
  ['huge', 'x'.repeat(5_000)],
  ['NUL', '%00'],
  ['lone surrogate', '%ED%A0%80'],
  ['not a number', 'abc'],
  ['not a boolean or enum value', '2'],
  ['-1', '-1'],
  ['1e309', '1e309'],
  ['NaN', 'NaN'],
  ['20 digits', '99999999999999999999'],
];

const NIL_UUID = '00000000-0000-0000-0000-000000000000';
/** Shaped like the keyset cursors of list endpoints ([sort key, id]), with dates PostgreSQL refuses. */
const CURSOR_PAYLOADS: unknown[][] = [
  ['0', NIL_UUID],
  ['99', NIL_UUID],
  ['x 2020', NIL_UUID],
  ['2020-02-30', NIL_UUID],
  ['+275760-09-13T00:00:00.000Z', NIL_UUID],
  ['-271821-04-20T00:00:00.000Z', NIL_UUID],
  ['2026-01-01 00:00:00.123456+00', 'not-a-uuid'],
];

function schemaType(schema: Schema): string | undefined {
  return schema.type === 'integer' ? 'number' : schema.type;
}

/** A value the schema accepts, as far as its declared type, enum, format and lengths tell. */
export function validLookingValue(openApi: OpenApi, raw: Schema | undefined, depth = 0): unknown {
  const schema = resolveSchema(openApi.document, raw);
  if (schema.enum?.length) return schema.enum[0];
  const type = schemaType(schema) ?? (schema.properties ? 'object' : undefined);
  if (schema.example !== undefined && (type === undefined || typeof schema.example === type)) return schema.example;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (schema.format === 'email') return 'fuzz@example.test';
      const text = 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
      return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, schema.minLength ?? 0)) : text;
    }
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validLookingValue(openApi, schema.items, depth + 1));
    case 'object': {
      if (depth > 4) return {};
      const value: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) value[key] = validLookingValue(openApi, child, depth + 1);
      return value;
    }
    default: {
      const alternative = schema.oneOf?.[0] ?? schema.anyOf?.[0];
      return alternative ? validLookingValue(openApi, alternative, depth + 1) : schema.nullable ? null : 'fuzz';
    }
  }
}

type PropertyPath = { path: string[]; schema: Schema };

/** Every property of an object schema, nested objects included (a few levels deep). */
function propertyPaths(openApi: OpenApi, raw: Schema, prefix: string[] = []): PropertyPath[] {
  const schema = resolveSchema(openApi.document, raw);
  if (prefix.length >= 3) return [];
  const found: PropertyPath[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const resolved = resolveSchema(openApi.document, child);
    found.push({ path: [...prefix, key], schema: resolved });
    if (resolved.properties) found.push(...propertyPaths(openApi, resolved, [...prefix, key]));
  }
  return found;
}

function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

/** JSON text of `base` with the value at `path` written as the raw JSON text `rawValue`. */
function withRawValueAt(base: unknown, path: string[], rawValue: string): string {
  return JSON.stringify(withValueAt(base, path, RAW_MARKER)).replace(`"${RAW_MARKER}"`, () => rawValue);
}

/** The JSON text of an object with `rawMember` (`"key": value`) as its first member. */
function withLeadingMember(baseText: string, rawMember: string): string {
  if (!baseText.startsWith('{')) return `{${rawMember}}`;
  return baseText === '{}' ? `{${rawMember}}` : `{${rawMember},${baseText.slice(1)}`;
}

/** A raw JSON string literal holding a lone UTF-16 surrogate, escaped as JSON writes it. */
const LONE_SURROGATE_JSON = '"\\ud800@ex.test"';

function loneSurrogateBody(base: unknown, path: string[]): string {
  const body = withRawValueAt(base, path, LONE_SURROGATE_JSON);
  // The server must see the escape itself: a body re-encoded on the way would test nothing.
  if (!body.includes('\\ud800')) throw new Error(`lone surrogate body lost its \\ud800 escape: ${body.slice(0, 200)}`);
  return body;
}

function nested(levels: number): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}

/** The malformed values for one property of a JSON body: every other property stays valid-looking. */
function propertyVariants(base: unknown, property: PropertyPath): MalformedRequest[] {
  const name = property.path.join('.');
  const type = schemaType(property.schema);
  const json = (variant: string, body: string, expect: Expectation = 'any'): MalformedRequest => ({
    variant: `body.${name} ${variant}`,
    path: '',
    headers: JSON_TYPE,
    body,
    expect,
  });
  const valueVariant = (variant: string, value: unknown, expect?: Expectation) =>
    json(variant, JSON.stringify(withValueAt(base, property.path, value)), expect);
  const variants = [
    valueVariant('null', null),
    ...Object.entries(WRONG_TYPE_VALUES)
      .filter(([wrongType]) => wrongType !== type)
      .map(([wrongType, value]) => valueVariant(`as ${wrongType}`, value)),
    valueVariant(`string of ${HUGE_STRING_LENGTH} chars`, 'x'.repeat(HUGE_STRING_LENGTH)),
    valueVariant(`string of ${OVER_LIMIT_LENGTH} chars (over the body limit)`, 'x'.repeat(OVER_LIMIT_LENGTH), 'payload-too-large'),
    valueVariant('with NUL', 'a\u0000b'),
    json('with a lone surrogate', loneSurrogateBody(base, property.path)),
    json('nested 40 levels deep', withRawValueAt(base, property.path, nested(40))),
    json('nested 1500 levels deep', withRawValueAt(base, property.path, nested(1_500))),
    // Distinct items, so no de-duplication can shrink the array below its maxItems.
    valueVariant(
      'as an array of 10000 items',
      Array.from({ length: 10_000 }, (_, index) => `x${index}`),
    ),
  ];
  if (type === 'array') {
    variants.push(valueVariant('as an array of null', [null]));
    const itemType = property.schema.items?.type === 'integer' ? 'number' : property.schema.items?.type;
    variants.push(valueVariant('as an array of the wrong item type', [itemType === 'number' ? 'fuzz' : 42]));
  }
  return variants;
}

/** Form fields for a body: top-level scalars as text, anything else as its JSON. */
function formEncoded(base: unknown): string {
  const fields = new URLSearchParams();
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    for (const [key, value] of Object.entries(base)) fields.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return fields.toString() || 'fuzz=value';
}

function jsonBodyVariants(openApi: OpenApi, schema: Schema): MalformedRequest[] {
  const base = validLookingValue(openApi, schema);
  const baseText = JSON.stringify(base);
  const whole = (
    variant: string,
    body: string,
    headers: Record<string, string> = JSON_TYPE,
    expect: Expectation = 'any',
  ): MalformedRequest => ({
    variant: `body ${variant}`,
    path: '',
    headers,
    body,
    expect,
  });
  const unknownField =
    base && typeof base === 'object' && !Array.isArray(base)
      ? JSON.stringify({ ...base, fuzzUnknownField: 'x' })
      : withLeadingMember(baseText, '"fuzzUnknownField":"x"');
  return [
    ...propertyPaths(openApi, schema).flatMap((property) => propertyVariants(base, property)),
    whole('{}', '{}'),
    whole('[]', '[]'),
    whole('"a string"', '"a string"'),
    whole('null', 'null'),
    whole('42', '42'),
    whole('malformed JSON', '{"fuzz": '),
    whole('with an unknown extra field', unknownField),
    whole('with a __proto__ key', withLeadingMember(baseText, '"__proto__":{"polluted":true}')),
    whole('with a constructor.prototype key', withLeadingMember(baseText, '"constructor":{"prototype":{"polluted":true}}')),
    whole('form-encoded', formEncoded(base), { 'Content-Type': 'application/x-www-form-urlencoded' }, 'client-error'),
    whole('as text/plain', baseText, { 'Content-Type': 'text/plain' }, 'client-error'),
  ];
}

function pathWith(operation: Operation, basePathValues: Record<string, string>, overrides: Record<string, string> = {}): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => overrides[name] ?? basePathValues[name] ?? randomUUID());
}

function queryString(pairs: [string, string][]): string {
  return pairs.length ? `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&')}` : '';
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Every malformed request the suite sends to one operation (the same list for every actor). */
export function malformedRequests(openApi: OpenApi, operation: Operation): MalformedRequest[] {
  // Path parameters that are not being fuzzed: an id of nothing (most are uuids).
  const basePathValues = Object.fromEntries(
    operation.pathParameters.map((p) => {
      const type = schemaType(p.schema);
      const value = p.schema.enum?.length ? asText(p.schema.enum[0]) : type === 'number' ? '1' : randomUUID();
      return [p.name, encodeURIComponent(value)];
    }),
  );
  const requiredQuery: [string, string][] = operation.queryParameters
    .filter((p) => p.required)
    .map((p) => [p.name, encodeURIComponent(asText(validLookingValue(openApi, p.schema)))]);
  const basePath = pathWith(operation, basePathValues) + queryString(requiredQuery);
  const baseBody = operation.jsonBody ? JSON.stringify(validLookingValue(openApi, operation.jsonBody)) : undefined;
  const withBaseBody = (request: Omit<MalformedRequest, 'headers' | 'body'>): MalformedRequest =>
    baseBody === undefined ? { ...request, headers: {} } : { ...request, headers: JSON_TYPE, body: baseBody };

  const requests: MalformedRequest[] = [];

  if (operation.jsonBody) {
    requests.push(...jsonBodyVariants(openApi, operation.jsonBody).map((request) => ({ ...request, path: basePath })));
  } else {
    const stateChanging = STATE_CHANGING_METHODS.has(operation.method);
    requests.push(
      { variant: 'undeclared JSON body', path: basePath, headers: JSON_TYPE, body: '{"fuzz":"unexpected"}', expect: 'any' },
      {
        variant: 'undeclared form-encoded body',
        path: basePath,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'fuzz=unexpected',
        // A form post is what a forged cross-site form sends: nothing that changes state may take it.
        expect: stateChanging ? 'client-error' : 'any',
      },
    );
  }

  for (const parameter of operation.pathParameters) {
    for (const value of [...PATH_VALUES, randomUUID()]) {
      const variant = `path ${parameter.name}=${value.length > 40 ? `<${value.length} chars>` : value}`;
      requests.push(
        withBaseBody({
          variant,
          path: pathWith(operation, basePathValues, { [parameter.name]: value }) + queryString(requiredQuery),
          expect: 'any',
        }),
      );
    }
  }

  for (const parameter of operation.queryParameters) {
    const others = requiredQuery.filter(([name]) => name !== parameter.name);
    const path = pathWith(operation, basePathValues);
    const query = (variant: string, pairs: [string, string][]) =>
      withBaseBody({ variant: `query ${parameter.name} ${variant}`, path: path + queryString([...others, ...pairs]), expect: 'any' });
    for (const [variant, value] of QUERY_VALUES) requests.push(query(variant, [[parameter.name, value]]));
    const valid = encodeURIComponent(asText(validLookingValue(openApi, parameter.schema)));
    requests.push(
      query('repeated', [
        [parameter.name, valid],
        [parameter.name, valid],
      ]),
    );
    if (schemaType(parameter.schema) === 'string') {
      for (const payload of CURSOR_PAYLOADS) {
        const cursor = Buffer.from(JSON.stringify(payload)).toString('base64url');
        requests.push(query(`cursor ${JSON.stringify(payload)}`, [[parameter.name, cursor]]));
      }
    }
  }

  if (STATE_CHANGING_METHODS.has(operation.method)) {
    requests.push(
      {
        ...withBaseBody({ variant: 'Origin: http://evil.example', path: basePath, expect: 'client-error' }),
        headers: { ...(baseBody ? JSON_TYPE : {}), Origin: 'http://evil.example' },
      },
      {
        ...withBaseBody({ variant: 'Sec-Fetch-Site: cross-site', path: basePath, expect: 'client-error' }),
        headers: { ...(baseBody ? JSON_TYPE : {}), 'Sec-Fetch-Site': 'cross-site' },
      },
    );
  }
  return requests;
}

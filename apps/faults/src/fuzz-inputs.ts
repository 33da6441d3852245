// fast-check arbitraries for the fuzz test: values generated from the contract's own schemas (openapi.yaml), and the
// hostile classes issue 17 found (NUL, invisible and bidi characters, huge names, lying files, other origins).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { parse } from 'yaml';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  'x-roles'?: string[];
}

const SPEC_PATH = createRequire(import.meta.url).resolve('@kino/api/openapi.yaml');
export const spec = parse(readFileSync(SPEC_PATH, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
};

const resolve = (schema: Schema): Schema =>
  typeof schema.$ref === 'string'
    ? { ...resolve(spec.components.schemas[schema.$ref.split('/').pop()!]!), ...omitRef(schema) }
    : schema;
const omitRef = ({ $ref: _ref, ...rest }: Schema) => rest;

/** Strings that broke the service or the site once, or could: each is a class of its own. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u200B\u200B\u200B\u200B',
  'Анна\u202Eавонак',
  '\u2066Анна\u2069',
  '\u3164\u3164\u3164',
  'e\u0301e\u0301',
  '\uD800',
  '12345',
  '../../etc/passwd',
  '..%2F..%2F',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  `${'$'}{jndi:ldap://x}`,
  'line\r\nX-Injected: 1',
  'x'.repeat(20_004),
  'я'.repeat(3_000),
  '𝕬𝖓𝖓𝖆 😀‍👩',
  'null',
  '{}',
  'KASSIR',
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

const NAME_LETTERS = 'абвгдеёжзийклмнопрстуфхцчшщьыэюяabcdefghijklmnopqrstuvwxyzÀÉÖĞŁ';

/** Generators for the contract's patterned strings, which fast-check cannot derive from a regex with \p{…}. */
const BY_NAME: Record<string, fc.Arbitrary<unknown>> = {
  PersonName: fc
    .array(fc.string({ unit: fc.constantFrom(...NAME_LETTERS), minLength: 2, maxLength: 12 }), {
      minLength: 1,
      maxLength: 3,
    })
    .map((words) => words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ')),
  PhoneInput: fc
    .tuple(fc.constantFrom('25', '29', '33', '44', '17'), fc.integer({ min: 1_000_000, max: 9_999_999 }))
    .map(([code, n]) => `+375${code}${n}`),
  Slug: fc.constantFrom('kassir', 'kinomehanik', 'administrator', 'no-such-vacancy'),
};

/** A valid value of a schema of the contract (the subset the visitor forms and parameters use). */
export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    if (BY_NAME[name]) return BY_NAME[name]!;
    return validValue(resolve(schema));
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.type) {
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      // A hundred values from the minimum at most (a year's minimum is far above 100).
      const min = (schema.minimum as number | undefined) ?? 0;
      return fc.integer({
        min,
        max: Math.min((schema.maximum as number | undefined) ?? min + 100, min + 100),
      });
    }
    case 'string':
      if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= 254);
      if (schema.format === 'date') return fc.constantFrom('2026-11-23', '2026-11-24', '2026-11-30');
      if (schema.pattern) return fc.constantFrom('');
      return fc.string({ maxLength: Math.min((schema.maxLength as number | undefined) ?? 60, 60) });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value)])),
        { requiredKeys: required },
      );
    }
    default:
      return fc.constant('');
  }
}

/**
 * A body of a schema as a client might send it: valid, or with one field hostile, missing, of another type, or with
 * a field the contract does not have.
 */
export function bodyOf(schemaName: string): fc.Arbitrary<Record<string, unknown>> {
  return bodyOfSchema({ $ref: `#/components/schemas/${schemaName}` });
}

/** bodyOf for any schema of the contract (a request body's own, inline or a $ref). */
export function bodyOfSchema(reference: Schema): fc.Arbitrary<Record<string, unknown>> {
  const schema = resolve(reference);
  const keys = Object.keys((schema.properties ?? {}) as object);
  const valid = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  if (keys.length === 0)
    return fc.oneof(
      valid,
      hostileString.map((value) => ({ value })),
    );
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...keys), hostileString)
        .map(([body, key, value]) => ({ ...body, [key]: value })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...keys)).map(([body, key]) => {
        const { [key]: _gone, ...rest } = body;
        return rest;
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...keys), fc.constantFrom<unknown>(42, null, [], {}, true, 1e308))
        .map(([body, key, value]) => ({ ...body, [key]: value })),
    },
    { weight: 1, arbitrary: valid.map((body) => ({ ...body, extra: 'field' })) },
  );
}

/** The contract's public GET operations with their path and query parameters. */
export function publicReads(): Array<{ path: string; operationId: string; parameters: Parameter[] }> {
  return Object.entries(spec.paths)
    .filter(([path]) => !path.startsWith('/admin/'))
    .flatMap(([path, item]) =>
      item.get
        ? [
            {
              path,
              operationId: item.get.operationId,
              parameters: (item.get.parameters ?? []).map((p) =>
                '$ref' in p ? spec.components.parameters[p.$ref.split('/').pop()!]! : p,
              ),
            },
          ]
        : [],
    );
}

/** A CV as browsers and attackers send one: real document signatures, lies, and nothing at all. */
export const cvFile = fc.record({
  bytes: fc.constantFrom(
    Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
    Buffer.from('%PDF-<html><script>alert(1)</script></html>'),
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
    Buffer.alloc(0),
  ),
  name: fc.oneof(
    fc.constantFrom(
      'cv.pdf',
      'резюме.PDF',
      'cv.doc',
      'cv.html',
      'cv',
      'C:\\Users\\a\\cv.pdf',
      'cv\u0000.pdf',
    ),
    fc.constantFrom('cv\u202Efdp.exe', `${'a'.repeat(20_000)}.pdf`, '\u200Bcv.pdf'),
    hostileString,
  ),
});

export interface AdminOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  operationId: string;
  parameters: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body?: Schema;
  /** The staff roles that may call it (none: sign-in). */
  roles: string[];
}

/** The contract's staff operations (the admin API) with their parameters and JSON body schema. */
export function adminOperations(): AdminOperation[] {
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/admin/'))
    .flatMap(([path, item]) =>
      (['get', 'post', 'put', 'delete'] as const).flatMap((method) => {
        const op = item[method];
        if (!op) return [];
        return [
          {
            method: method.toUpperCase() as AdminOperation['method'],
            path,
            operationId: op.operationId,
            parameters: (op.parameters ?? []).map((p) =>
              '$ref' in p ? spec.components.parameters[p.$ref.split('/').pop()!]! : p,
            ),
            body: op.requestBody?.content['application/json']?.schema,
            roles: op['x-roles'] ?? [],
          },
        ];
      }),
    );
}

// Client mistakes are 4xx, never 5xx (issue 33): path parameters as long as the contract allows them, NUL and other
// control characters in every text field of every operation (enumerated from the contract), an idempotent retry that
// gets its receipt within the rate limit.
import type { StaffRole } from '@kino/api/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOf } from '#src/http/admin/access.ts';
import {
  MAX_PATH_PARAMETER_LENGTH,
  type Operation,
  operations,
  type ParameterObject,
  resolveParameter,
  spec,
} from '#src/http/contract.ts';
import { DATABASES, PUBLIC, postJson, type Running, start } from './helpers.ts';
import { type StaffClient, staffMember } from './staff-helpers.ts';

type Schema = Record<string, unknown>;

/** A schema with its $ref (into the contract) followed, allOf merged. */
function resolve(schema: unknown): Schema {
  let current = schema as Schema;
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Schema)[key], spec) as Schema;
  }
  if (Array.isArray(current.allOf)) {
    const parts = current.allOf.map(resolve);
    return {
      ...current,
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), current.properties ?? {}),
    };
  }
  return current;
}

const isText = (schema: Schema): boolean => {
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes('string')) return true;
  return type.includes('array') && schema.items !== undefined && isText(resolve(schema.items));
};

const parametersOf = (op: Operation): ParameterObject[] =>
  (op.operation.parameters ?? []).map((p) => ('$ref' in p ? resolveParameter(p) : p));

/** A concrete URL of an operation: path parameters filled with plausible values (one of them replaced). */
function urlOf(op: Operation, replace: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    town: 'main',
    id: '1',
    slug: 'dlja-detej',
    sessionId: 'no-such-session',
    importId: '00000000-0000-4000-8000-000000000000',
    accountId: '1',
    applicationId: '00000000-0000-4000-8000-000000000001',
    ...replace,
  };
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
  return op.path.startsWith('/admin/') ? path : `/main${path}`;
}

/** Every text field a client can send to an operation: path, query and top-level JSON body fields. */
function textFields(op: Operation): Array<{ field: string; in: 'path' | 'query' | 'body' }> {
  const fields: Array<{ field: string; in: 'path' | 'query' | 'body' }> = [];
  for (const parameter of parametersOf(op))
    if ((parameter.in === 'path' || parameter.in === 'query') && isText(resolve(parameter.schema)))
      fields.push({ field: parameter.name, in: parameter.in });
  const body = op.operation.requestBody?.content['application/json']?.schema;
  if (body)
    for (const [name, schema] of Object.entries(resolve(body).properties ?? {}))
      if (isText(resolve(schema))) fields.push({ field: name, in: 'body' });
  return fields;
}

describe('the content service’s path parameter limit', () => {
  it('is the longest path parameter of the contract (a slug of 120 characters fits)', () => {
    const slug = resolve({ $ref: '#/components/schemas/Slug' });
    expect(slug.maxLength).toBe(120);
    expect(MAX_PATH_PARAMETER_LENGTH).toBeGreaterThanOrEqual(120);
  });
});

describe.each(DATABASES)('client input on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  const staff = {} as Record<StaffRole, StaffClient>;
  beforeAll(async () => {
    server = await start(database, { adminDir: false, orderRateLimit: 5 });
    staff.admin = await staffMember(server, PUBLIC, 'admin');
    staff.editor = await staffMember(server, PUBLIC, 'editor');
    staff.hr = await staffMember(server, PUBLIC, 'hr');
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  it('answers a slug of 101–120 characters like any unknown slug (404), a longer one 400 or 414, never 5xx', async () => {
    const detailReads = operations.filter(
      (op) =>
        op.method === 'GET' &&
        !op.path.startsWith('/admin/') &&
        parametersOf(op).some((p) => p.in === 'path' && isText(resolve(p.schema))),
    );
    expect(detailReads.length).toBeGreaterThanOrEqual(5);
    for (const op of detailReads) {
      const name = parametersOf(op).find((p) => p.in === 'path')!.name;
      for (const length of [101, 120, 121, 200, MAX_PATH_PARAMETER_LENGTH + 1]) {
        const response = await fetch(`${server.origin}${urlOf(op, { [name]: 'a'.repeat(length) })}`);
        const expected = length <= 120 ? [404] : length <= MAX_PATH_PARAMETER_LENGTH ? [400] : [414];
        expect(expected, `${op.operationId} ${length}: ${response.status}`).toContain(response.status);
        expect(response.headers.get('content-type'), op.operationId).toMatch(/^application\/problem\+json/);
      }
    }
  });

  it('refuses NUL in every text field of every operation, public and staff, with a 400 naming the field', async () => {
    let checked = 0;
    for (const op of operations) {
      const access = op.path.startsWith('/admin/') ? accessOf(op) : undefined;
      // Staff operations are called by a role that may call them (sign-in by anyone, from the workspace's origin).
      const role: StaffRole | undefined = !access
        ? undefined
        : access.public || access.roles.includes('admin')
          ? 'admin'
          : access.roles[0];
      for (const { field, in: part } of textFields(op)) {
        const nul = `a\u0000b`;
        let url = urlOf(op, part === 'path' ? { [field]: encodeURIComponent(nul) } : {});
        if (part === 'query') url += `?${field}=${encodeURIComponent(nul)}`;
        const body =
          op.method === 'GET' || op.method === 'DELETE' ? undefined : part === 'body' ? { [field]: nul } : {};
        const response = role
          ? await staff[role].call(op.method, url, body)
          : await postOrGet(op.method, `${server.origin}${url}`, body, `198.51.100.${checked % 250}`);
        const name = `${part}.${field}`;
        expect(response.status, `${op.operationId} ${name}`).toBe(400);
        const fields = (response.body.errors as Array<{ field: string }>).map((e) => e.field);
        expect(fields, `${op.operationId} ${name}`).toContain(name);
        checked++;
      }
    }
    // Every operation with a text field, about three hundred fields in all.
    expect(checked).toBeGreaterThan(200);
  });

  it('refuses other control characters in staff text, keeps tabs and line breaks', async () => {
    const film = (description: string) =>
      staff.editor.post('/admin/v1/towns/main/films', { title: 'Проверка', description });
    const bell = await film('звонок\u0007');
    expect(bell.status).toBe(400);
    expect((bell.body.errors as Array<{ field: string }>).map((e) => e.field)).toEqual(['body.description']);
    const multiLine = await film('первый абзац\r\n\r\nвторой\tабзац');
    expect(multiLine.status).not.toBe(500);
    expect(
      (multiLine.body.errors as Array<{ field: string }> | undefined)?.map((e) => e.field) ?? [],
    ).not.toContain('body.description');
  });

  it('keeps the staff workspace and its API same-origin (CORP); the public content stays cross-origin', async () => {
    for (const path of ['/admin/v1/session', '/admin/v1/towns/main/films', '/admin/', '/admin'])
      expect((await fetch(`${server.origin}${path}`)).headers.get('cross-origin-resource-policy'), path).toBe(
        'same-origin',
      );
    const signedIn = await staff.admin.get('/admin/v1/session');
    expect(signedIn.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const film = await fetch(server.url('main', 'kino/v1/films/dlja-detej'));
    expect(film.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('answers seven retries of one Idempotency-Key with the same receipt, within a rate limit of five a minute', async () => {
    const key = 'retry-key-0001';
    const form = { name: 'Олег', phone: '+375297776655', preferredTime: 'evening', consent: true };
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push(
        await postJson(server.url('main', '/kino/v1/orders/callback'), form, {
          'idempotency-key': key,
          'x-forwarded-for': '203.0.113.7',
        }),
      );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });
});

/** A public call from its own address (X-Forwarded-For, trusted from loopback), so form posts are not rate limited. */
async function postOrGet(method: string, url: string, body: unknown, address: string) {
  const response = await fetch(url, {
    method,
    headers: {
      'x-forwarded-for': address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

// Visitor applications over HTTP: validation naming fields, durable storage, idempotency, CV checks, rate limit.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '#src/db/schema.ts';
import { conforms, DATABASES, postJson, type Running, SAMPLE_FILES, start } from './helpers.ts';

const CALLBACK = '/kino/v1/orders/callback';
const VACANCY = '/kino/v1/orders/vacancy';

const callback = {
  name: 'Игорь Тестовый',
  phone: '+375447654321',
  preferredTime: 'evening',
  topic: 'tickets',
  comment: 'Хочу забронировать зал на день рождения.',
  consent: true,
};
const application = {
  vacancy: 'kassir',
  name: 'Анна Ковалёва',
  phone: '+375291234567',
  email: 'anna@example.by',
  message: 'Работала кассиром два года.',
  consent: true,
};

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

function form(fields: Record<string, string>, cv?: { bytes: Buffer; name: string; type: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (cv) data.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: cv.type }), cv.name);
  return data;
}

const formFields = {
  vacancy: 'kinomehanik',
  name: 'Павел Сидоров',
  phone: '+375331112233',
  consent: 'on',
};

describe.each(DATABASES)('applications on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  beforeAll(async () => {
    server = await start(database, { orderRateLimit: 1000 });
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  const post = (town: string, path: string, body: unknown, headers?: Record<string, string>) =>
    postJson(server.url(town, path), body, headers);
  const stored = async (id: string) =>
    server.app.database.db.select().from(applications).where(eq(applications.id, id));

  it('stores a callback request before answering 201 with a receipt', async () => {
    const { status, body } = await post('main', CALLBACK, callback, { 'idempotency-key': newKey() });
    expect(status).toBe(201);
    expect(conforms(CALLBACK, 'post', 201, body)).toEqual([]);
    const [row] = await stored(body.id as string);
    expect(row).toMatchObject({ town: 'main', kind: 'callback', name: callback.name, phone: callback.phone });
    expect(row!.fields).toEqual({ preferredTime: 'evening', topic: 'tickets', comment: callback.comment });
  });

  it('stores a vacancy application sent as JSON, in its town', async () => {
    const { status, body } = await post('rechitsa', VACANCY, application);
    expect(status).toBe(201);
    const [row] = await stored(body.id as string);
    expect(row).toMatchObject({
      town: 'rechitsa',
      kind: 'vacancy',
      vacancySlug: 'kassir',
      email: application.email,
    });
  });

  it('names every bad field in a problem+json 400', async () => {
    const { status, body, response } = await post('main', CALLBACK, {
      name: 'И',
      phone: '80291234567',
      preferredTime: 'midnight',
      consent: false,
      extra: 'x',
    });
    expect(status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(conforms(CALLBACK, 'post', 400, body)).toEqual([]);
    const fields = (body.errors as Array<{ field: string; message: string }>).map((e) => e.field).sort();
    expect(fields).toEqual(['body.consent', 'body.extra', 'body.name', 'body.phone', 'body.preferredTime']);
    const phone = (body.errors as Array<{ field: string; message: string }>).find(
      (e) => e.field === 'body.phone',
    );
    expect(phone!.message).toMatch(/\+375/);
  });

  it('requires the fields the contract requires', async () => {
    const { status, body } = await post('main', VACANCY, {});
    expect(status).toBe(400);
    const fields = (body.errors as Array<{ field: string }>).map((e) => e.field).sort();
    expect(fields).toEqual(['body.consent', 'body.name', 'body.phone', 'body.vacancy']);
  });

  it('rejects a vacancy that does not exist in the town, naming body.vacancy', async () => {
    const { status, body } = await post('rechitsa', VACANCY, { ...application, vacancy: 'smm-menedzher' });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'body.vacancy', message: expect.any(String) }]);
    const main = await post('main', VACANCY, { ...application, vacancy: 'smm-menedzher' });
    expect(main.status).toBe(201);
  });

  it('rejects a filled honeypot field with 400 and stores nothing', async () => {
    const name = 'Бот Ловушкин';
    const { status, body } = await post('main', CALLBACK, {
      ...callback,
      name,
      website: 'http://spam.example',
    });
    expect(status).toBe(400);
    expect((body.errors as Array<{ field: string }>).map((e) => e.field)).toEqual(['body.website']);
    const rows = await server.app.database.db.select().from(applications).where(eq(applications.name, name));
    expect(rows).toHaveLength(0);
  });

  it('answers a retry with the same Idempotency-Key and body with the first receipt, filing once', async () => {
    const key = newKey();
    const body = { ...callback, name: 'Ольга Повторова' };
    const first = await post('main', CALLBACK, body, { 'idempotency-key': key });
    const second = await post('main', CALLBACK, body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const rows = await server.app.database.db
      .select()
      .from(applications)
      .where(eq(applications.name, 'Ольга Повторова'));
    expect(rows).toHaveLength(1);
    // Concurrent retries also file once.
    const key2 = newKey();
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        post('main', CALLBACK, { ...body, name: 'Ольга Гонкова' }, { 'idempotency-key': key2 }),
      ),
    );
    expect(new Set(racing.map((r) => r.body.id)).size).toBe(1);
    expect(racing.every((r) => r.status === 201)).toBe(true);
  });

  it('answers 422 for the same Idempotency-Key with a different body', async () => {
    const key = newKey();
    expect((await post('main', CALLBACK, callback, { 'idempotency-key': key })).status).toBe(201);
    const conflict = await post(
      'main',
      CALLBACK,
      { ...callback, comment: 'Другое' },
      { 'idempotency-key': key },
    );
    expect(conflict.status).toBe(422);
    expect(conforms(CALLBACK, 'post', 422, conflict.body)).toEqual([]);
    const bad = await post('main', CALLBACK, callback, { 'idempotency-key': 'short' });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as Array<{ field: string }>)[0]!.field).toBe('header.idempotency-key');
  });

  it('accepts a multipart application with a PDF, DOC, DOCX or ODT CV and stores the file', async () => {
    const cases = [
      { bytes: SAMPLE_FILES.pdf, name: 'cv.pdf', type: 'application/pdf', expect: 'application/pdf' },
      { bytes: SAMPLE_FILES.doc, name: 'cv.doc', type: 'application/msword', expect: 'application/msword' },
      {
        bytes: SAMPLE_FILES.docx,
        name: 'cv.docx',
        type: 'application/octet-stream',
        expect: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      {
        bytes: SAMPLE_FILES.odt,
        name: 'резюме.odt',
        type: '',
        expect: 'application/vnd.oasis.opendocument.text',
      },
    ];
    for (const cv of cases) {
      const response = await fetch(server.url('main', VACANCY), {
        method: 'POST',
        body: form(formFields, cv),
      });
      const body = (await response.json()) as { id: string };
      expect(response.status, cv.name).toBe(201);
      const [row] = await stored(body.id);
      expect(row!.cvMime).toBe(cv.expect);
      // In the row on PostgreSQL, a file beside the embedded database (decision 045).
      const files = server.app.database.files;
      const bytes = files ? readFileSync(path.join(files.root, row!.cvFile!)) : Buffer.from(row!.cv!);
      expect(bytes.equals(cv.bytes)).toBe(true);
      expect(row!.cvSize).toBe(cv.bytes.length);
    }
    // No file chosen: the browser still sends an empty part.
    const data = form(formFields);
    data.append('cv', new Blob([]), '');
    const noFile = await fetch(server.url('main', VACANCY), { method: 'POST', body: data });
    expect(noFile.status).toBe(201);
    const [row] = await stored(((await noFile.json()) as { id: string }).id);
    expect(row!.cv).toBeNull();
    expect(row!.cvFile).toBeNull();
  });

  it('rejects a CV whose content is not PDF/DOC/DOCX/ODT with 415, whatever its name says', async () => {
    for (const bytes of [SAMPLE_FILES.png, SAMPLE_FILES.zip, SAMPLE_FILES.exeRenamedPdf]) {
      const response = await fetch(server.url('main', VACANCY), {
        method: 'POST',
        body: form(
          { ...formFields, name: 'Файл Неверный' },
          { bytes, name: 'cv.pdf', type: 'application/pdf' },
        ),
      });
      expect(response.status).toBe(415);
      const body = (await response.json()) as { errors: Array<{ field: string }> };
      expect(body.errors[0]!.field).toBe('body.cv');
    }
    const rows = await server.app.database.db
      .select()
      .from(applications)
      .where(eq(applications.name, 'Файл Неверный'));
    expect(rows).toHaveLength(0);
  });

  it('validates multipart fields against the contract too', async () => {
    const response = await fetch(server.url('main', VACANCY), {
      method: 'POST',
      body: form({ vacancy: 'kassir', name: 'Иван', phone: '123', consent: 'no', hobby: 'кино' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ field: string }> };
    expect(body.errors.map((e) => e.field).sort()).toEqual(['body.consent', 'body.hobby', 'body.phone']);
  });

  it('answers 413 for a CV over 5 MiB and for a JSON body over 5 MiB', async () => {
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    const response = await fetch(server.url('main', VACANCY), {
      method: 'POST',
      body: form(formFields, { bytes: big, name: 'cv.pdf', type: 'application/pdf' }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
    const json = await post('main', CALLBACK, { ...callback, comment: 'x'.repeat(5 * 1024 * 1024 + 10) });
    expect(json.status).toBe(413);
  });

  it('answers 415 for other body types and never exposes applications', async () => {
    const text = await fetch(server.url('main', CALLBACK), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    const multipartCallback = await fetch(server.url('main', CALLBACK), {
      method: 'POST',
      body: form({ name: 'x' }),
    });
    expect(multipartCallback.status).toBe(415);
    for (const path of [CALLBACK, VACANCY, '/kino/v1/orders', '/kino/v1/applications']) {
      const read = await fetch(server.url('main', path));
      expect(read.status, path).toBe(404);
    }
  });

  it('never answers 5xx to malformed input', async () => {
    const bodies: Array<[string, string]> = [
      ['application/json', '{'],
      ['application/json', 'null'],
      ['application/json', '[]'],
      ['application/json', '"text"'],
      ['application/json', '{"name":{"$gt":""},"phone":[1],"consent":"true"}'],
      [
        'application/json',
        `{"name":"${'я'.repeat(5000)}","phone":"+375291234567","preferredTime":"day","consent":true}`,
      ],
      [
        'application/json',
        '{"name":"Иван\\u0000","phone":"+375291234567","preferredTime":"day","consent":true}',
      ],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nИван',
      ],
      ['multipart/form-data', 'garbage'],
      ['application/x-www-form-urlencoded', 'name=Иван'],
    ];
    for (const path of [CALLBACK, VACANCY]) {
      for (const [type, body] of bodies) {
        const response = await fetch(server.url('main', path), {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        });
        expect(response.status, `${path} ${type} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${type} ${body.slice(0, 40)}`).toBeLessThan(500);
        expect(response.headers.get('content-type')).toMatch(/problem\+json/);
      }
    }
    for (const query of [
      'kino/v1/films?date=2026-13-45',
      'kino/v1/films?date=yesterday',
      'kino/v1/films?premier=maybe',
      'kino/v1/films?category=%00',
      'kino/v1/news?page=-1',
      'kino/v1/news?perPage=1000',
      'kino/v1/news?page=1&page=2',
      'kino/v1/events?category=ДЕТИ',
      'kino/v1/hall/%E0%A4%A',
      'kino/v1/news/99999999999999999999',
      'rankmath/v1/getHead',
      'rankmath/v1/getHead?url=%%%',
      'rankmath/v1/getHead?url=javascript:alert(1)',
    ]) {
      const response = await fetch(server.url('main', query));
      expect(response.status, query).toBeGreaterThanOrEqual(400);
      expect(response.status, query).toBeLessThan(500);
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After after the configured number of applications per minute', async () => {
    const server = await start(DATABASES[0]!, { orderRateLimit: 2 });
    try {
      const send = () => postJson(server.url('main', CALLBACK), callback, { 'idempotency-key': newKey() });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(limited.response.headers.get('content-type')).toMatch(/problem\+json/);
      // One budget per client for both forms of both towns.
      const other = await postJson(server.url('rechitsa', VACANCY), application);
      expect(other.status).toBe(429);
      expect(conforms(CALLBACK, 'post', 429, limited.body)).toEqual([]);
      // Reading content is not limited.
      expect((await fetch(server.url('main', 'kino/v1/info'))).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

// Hostile and careless input over HTTP: every client mistake a 4xx, bodies and slow clients bounded, cross-site posts refused.
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '#src/db/schema.ts';
import { CV_FILENAME_MAX } from '#src/publishing/orders.ts';
import { DATABASES, postJson, type Running, SAMPLE_FILES, SITE, start } from './helpers.ts';

const CALLBACK = '/kino/v1/orders/callback';
const VACANCY = '/kino/v1/orders/vacancy';
const callback = { name: 'Игорь', phone: '+375447654321', preferredTime: 'evening', consent: true };
const vacancyFields = {
  vacancy: 'kinomehanik',
  name: 'Павел Сидоров',
  phone: '+375331112233',
  consent: 'on',
};

function vacancyForm(cv: { bytes: Buffer; name: string }, fields: Record<string, string> = vacancyFields) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('cv', new Blob([new Uint8Array(cv.bytes)]), cv.name);
  return data;
}

/** Sends raw bytes and resolves with what came back and when the server closed the connection. */
function rawExchange(
  port: number,
  head: string,
  ms: number,
): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const began = Date.now();
    let text = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    const done = () => resolve({ text, closedAfterMs: Date.now() - began });
    socket.on('close', done);
    socket.on('error', () => undefined);
    setTimeout(() => socket.destroy(), ms);
  });
}

describe.each(DATABASES)('hostile input on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  beforeAll(async () => {
    server = await start(database, {
      orderRateLimit: 1000,
      corsOrigins: ['https://partner.test'],
      timeouts: { request: 1_500 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });
  const port = () => Number(new URL(server.origin).port);
  const stored = async (id: string) =>
    (await server.app.database.db.select().from(applications).where(eq(applications.id, id)))[0];

  it('refuses posts from other websites before reading them, and takes the site, allowed origins and servers', async () => {
    const post = (headers: Record<string, string>) =>
      postJson(server.url('main', CALLBACK), callback, headers);
    expect((await post({ origin: 'https://evil.test' })).status).toBe(403);
    expect((await post({ origin: 'null' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const multipart = await fetch(server.url('main', VACANCY), {
      method: 'POST',
      headers: { origin: 'https://evil.test' },
      body: vacancyForm({ bytes: SAMPLE_FILES.pdf, name: 'cv.pdf' }),
    });
    expect(multipart.status).toBe(403);
    expect((await post({ origin: SITE })).status).toBe(201);
    expect((await post({ origin: 'https://partner.test' })).status).toBe(201);
    expect((await post({})).status).toBe(201);
  });

  it('answers 400, not 500, to a NUL in a CV file name and in getHead’s url', async () => {
    const nul = await fetch(server.url('main', VACANCY), {
      method: 'POST',
      body: vacancyForm({ bytes: SAMPLE_FILES.pdf, name: 'cv\u0000.pdf' }),
    });
    expect(nul.status).toBe(400);
    for (const url of [`${SITE}/afisha/%00/`, `${SITE}/afisha/\u0000/`, `${SITE}/news/%01x/`]) {
      const head = await fetch(server.url('main', `/rankmath/v1/getHead?url=${encodeURIComponent(url)}`));
      expect(head.status, url).toBe(400);
    }
  });

  it('refuses names of invisible or bidi-control characters, and stores names in NFC', async () => {
    for (const name of ['\u200B\u200B\u200B', 'Анна\u202Eавонак', '\u3164\u3164', '12345', 'Анна\u0000']) {
      const answer = await postJson(server.url('main', CALLBACK), { ...callback, name });
      expect(answer.status, JSON.stringify(name)).toBe(400);
    }
    const answer = await postJson(server.url('main', CALLBACK), {
      ...callback,
      name: '  Алёна  Е\u0308жова ',
    });
    expect(answer.status).toBe(201);
    expect((await stored(String(answer.body.id)))!.name).toBe('Алёна Ёжова'.normalize('NFC'));
  });

  it('checks the CV by file-type against its name; shortens a very long name, keeping the extension', async () => {
    const html = await fetch(server.url('main', VACANCY), {
      method: 'POST',
      body: vacancyForm({ bytes: Buffer.from('%PDF-<html><script>alert(1)</script>'), name: 'cv.html' }),
    });
    expect(html.status).toBe(415);
    const long = await fetch(server.url('main', VACANCY), {
      method: 'POST',
      body: vacancyForm({ bytes: SAMPLE_FILES.pdf, name: `${'a'.repeat(20_000)}.pdf` }),
    });
    expect(long.status).toBe(201);
    const row = await stored(String(((await long.json()) as { id: string }).id));
    expect(row!.cvFilename!.length).toBe(CV_FILENAME_MAX);
    expect(row!.cvFilename!.endsWith('.pdf')).toBe(true);
  });

  it('answers a JSON body over its small limit with 413 at once and closes the connection', async () => {
    const big = { ...callback, comment: 'x'.repeat(70 * 1024) };
    const answer = await postJson(server.url('main', CALLBACK), big);
    expect(answer.status).toBe(413);
    expect(answer.response.headers.get('connection')).toBe('close');
    // Chunked, without Content-Length: cut at the limit while streaming, not after 50 MB.
    const began = Date.now();
    const { text } = await rawExchange(
      port(),
      `POST /main${CALLBACK} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n` +
        `10000\r\n${'{'.padEnd(0x10000, ' ')}\r\n10000\r\n${' '.repeat(0x10000)}\r\n`,
      3_000,
    );
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(Date.now() - began).toBeLessThan(3_000);
  });

  it('cuts a request whose body never ends after the request timeout', async () => {
    const { text, closedAfterMs } = await rawExchange(
      port(),
      `POST /main${CALLBACK} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`,
      10_000,
    );
    expect(closedAfterMs).toBeLessThan(4_000);
    expect(text === '' || text.startsWith('HTTP/1.1 408')).toBe(true);
  });
});

// Error logs never carry visitors' data: a failed application insert is logged without its name, phone, body or CV.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggedUrl, loggerOptions } from '#src/http/logging.ts';
import { DATABASES, postJson, SAMPLE_FILES, start } from './helpers.ts';

const NAME = 'Провал Записи';
const PHONE = '+375291234567';
const COMMENT = 'Комментарий, которого нет в логах';
const CV = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('CV-MARKER-7f3a9c')]);

describe.each(DATABASES)('error logs on $name', (database) => {
  it('log a failed insert with its class, code, request id and route, and none of the application', async () => {
    const lines: string[] = [];
    const server = await start(database, {
      logger: 'info',
      logStream: { write: (line) => lines.push(line) },
      orderRateLimit: 1000,
    });
    try {
      // A constraint the schema does not have makes the insert itself fail, as a database fault would.
      await server.app.database.db.execute(
        sql.raw(`alter table applications add constraint fail_for_test check (name <> '${NAME}')`),
      );
      const callback = await postJson(
        server.url('main', 'kino/v1/orders/callback'),
        { name: NAME, phone: PHONE, preferredTime: 'day', comment: COMMENT, consent: true },
        { 'idempotency-key': 'log-test-key-0001' },
      );
      expect(callback.status).toBe(500);
      expect(callback.body).toMatchObject({ status: 500, type: expect.stringMatching(/internal$/) });

      const form = new FormData();
      for (const [key, value] of Object.entries({
        vacancy: 'kassir',
        name: NAME,
        phone: PHONE,
        consent: 'on',
      }))
        form.append(key, value);
      form.append('cv', new Blob([new Uint8Array(CV)], { type: 'application/pdf' }), 'cv.pdf');
      const vacancy = await fetch(server.url('main', 'kino/v1/orders/vacancy'), {
        method: 'POST',
        body: form,
      });
      expect(vacancy.status).toBe(500);

      const failures = lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.msg === 'request failed');
      expect(failures).toHaveLength(2);
      for (const [i, route] of ['/main/kino/v1/orders/callback', '/main/kino/v1/orders/vacancy'].entries()) {
        expect(failures[i]).toMatchObject({
          level: 50,
          reqId: expect.any(String),
          method: 'POST',
          route,
          err: { type: expect.any(String), message: expect.stringMatching(/^Failed query: insert into/) },
        });
        // The SQLSTATE of the database's own error: check_violation.
        expect(JSON.stringify(failures[i].err)).toContain('23514');
      }
      const log = lines.join('');
      for (const secret of [NAME, PHONE, PHONE.slice(1), COMMENT, 'log-test-key-0001', 'CV-MARKER-7f3a9c'])
        expect(log, secret).not.toContain(secret);
      // Nor the CV's bytes as a parameter list.
      expect(log).not.toContain(Array.from(CV.subarray(0, 12)).join(','));
    } finally {
      await server.close();
      await server.drop();
    }
  });
});

describe('log redaction', () => {
  it('censors bodies, parameters, phones and CVs whoever logs them', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }) });
    app.log.info(
      { body: { name: NAME }, request: { body: COMMENT }, params: [PHONE], cv: 'CV-MARKER-7f3a9c' },
      'x',
    );
    app.log.info({ form: { phone: PHONE } }, 'y');
    await app.close();
    const log = lines.join('');
    expect(log).toContain('[redacted]');
    for (const secret of [NAME, PHONE, COMMENT, 'CV-MARKER-7f3a9c'])
      expect(log, secret).not.toContain(secret);
  });

  it('leave preview tokens out of logged URLs: ?preview=, inside getHead’s url, and a token path segment', async () => {
    const token = 'Zq3xT8kPq0vB1nW2yR5uE7iO9aS4dF6g';
    const lines: string[] = [];
    const server = await start(DATABASES[0]!, {
      logger: 'info',
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const page = encodeURIComponent(`http://site.test:3000/afisha/film/?preview=${token}`);
      await fetch(server.url('main', `kino/v1/films/dlja-detej?preview=${token}`));
      await fetch(server.url('main', `kino/v1/head?url=${page}&preview=${token}`));
      await fetch(server.url('main', `kino/v1/films/${token}`));
    } finally {
      await server.close();
      await server.drop();
    }
    const log = lines.join('');
    expect(log).toContain('preview=%5Bredacted%5D');
    expect(log).not.toContain(token);
    // Slugs stay readable.
    expect(loggedUrl('/main/kino/v1/films/dlja-detej-2026?page=2')).toBe(
      '/main/kino/v1/films/dlja-detej-2026?page=2',
    );
  });
});

// Where a CV is kept (decision 045): a file beside the embedded database, written before its row, or the row's bytes
// on PostgreSQL — the same to the API on both. Stored, downloaded whole, replayed, deleted with its application and
// by the retention job; orphan files swept after an hour; a CV stored in its row before files still downloads.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LIMITS } from '@kino/api/forms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '#src/db/schema.ts';
import { DATABASES, PUBLIC, type Running, SAMPLE_FILES, start } from './helpers.ts';
import { sendVacancy } from './inbox-helpers.ts';
import { movableClock, type StaffClient, staffMember } from './staff-helpers.ts';

const DAY_MS = 86_400_000;

/** A PDF of exactly the largest size a CV may have. */
const bigPdf = () => {
  const head = Buffer.from('%PDF-1.4\n%', 'latin1');
  return Buffer.concat([head, randomBytes(LIMITS.cvMaxBytes - head.length)]);
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(DATABASES)('CVs on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  let hr: StaffClient;
  const clock = movableClock(new Date('2026-11-20T09:00:00Z'));

  beforeAll(async () => {
    server = await start(database, {
      adminDir: false,
      orderRateLimit: 1000,
      now: clock.now,
      retention: { callbackDays: 90, vacancyDays: 365 },
    });
    hr = await staffMember(server, PUBLIC, 'hr', ['rechitsa']);
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  const rowOf = async (id: string) => {
    const [row] = await server.app.database.db.select().from(applications).where(eq(applications.id, id));
    return row;
  };
  const filesOnDisk = () => {
    const root = server.app.database.files?.root;
    return root ? readdirSync(root).sort() : [];
  };
  const download = async (id: string) => {
    const response = await fetch(`${server.origin}/admin/v1/towns/rechitsa/applications/${id}/cv`, {
      headers: { cookie: hr.cookie! },
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('stores a CV of the largest size and downloads the same bytes, with its length', async () => {
    const cv = bigPdf();
    const sent = await sendVacancy(
      server,
      'rechitsa',
      { name: 'Анна', phone: '+375291234567' },
      { bytes: cv, filename: 'резюме.pdf' },
    );
    const row = (await rowOf(sent.id))!;
    expect(row.cvSize).toBe(LIMITS.cvMaxBytes);
    expect(row.cvSha256).toBe(sha256(cv));
    const files = server.app.database.files;
    if (database.name === 'pglite') {
      // A file, named by the row; no bytes in the row.
      expect(row.cv).toBeNull();
      expect(row.cvFile).toMatch(/^[0-9a-f-]{36}$/);
      expect(readFileSync(path.join(files!.root, row.cvFile!)).equals(cv)).toBe(true);
      expect(filesOnDisk()).toEqual([row.cvFile]);
    } else {
      expect(files).toBeNull();
      expect(row.cvFile).toBeNull();
      expect(Buffer.from(row.cv!).equals(cv)).toBe(true);
    }
    const { response, bytes } = await download(sent.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(LIMITS.cvMaxBytes));
    expect(bytes.equals(cv)).toBe(true);
  });

  it('keeps one CV for a replayed application, and deletes it with the application', async () => {
    const before = filesOnDisk();
    const form = () => {
      const body = new FormData();
      for (const [key, value] of Object.entries({
        vacancy: 'kassir',
        consent: 'on',
        name: 'Борис',
        phone: '+375447654321',
      }))
        body.append(key, value);
      body.append('cv', new Blob([new Uint8Array(SAMPLE_FILES.pdf)], { type: 'application/pdf' }), 'cv.pdf');
      return body;
    };
    const key = randomUUID();
    const post = () =>
      fetch(server.url('rechitsa', 'kino/v1/orders/vacancy'), {
        method: 'POST',
        body: form(),
        headers: { 'Idempotency-Key': key },
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { id: string },
      }));
    const first = await post();
    const again = await post();
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const row = (await rowOf(first.body.id))!;
    if (database.name === 'pglite') expect(filesOnDisk()).toEqual([...before, row.cvFile].sort());
    expect((await download(first.body.id)).bytes.equals(SAMPLE_FILES.pdf)).toBe(true);

    expect((await hr.delete(`/admin/v1/towns/rechitsa/applications/${first.body.id}`)).status).toBe(204);
    expect(await rowOf(first.body.id)).toBeUndefined();
    expect(filesOnDisk()).toEqual(before);
  });

  it.runIf(database.name === 'pglite')(
    'sweeps files no application names once they are an hour old, and leaves the rest',
    async () => {
      const before = filesOnDisk();
      const sent = await sendVacancy(server, 'rechitsa', { name: 'Глеб', phone: '+375290000002' });
      const named = (await rowOf(sent.id))!.cvFile!;
      const root = server.app.database.files!.root;
      const orphan = randomUUID();
      const young = randomUUID();
      const crashedWrite = `${randomUUID()}.tmp`;
      for (const name of [orphan, young, crashedWrite]) writeFileSync(path.join(root, name), 'x');
      // Not ours: never touched, however old.
      writeFileSync(path.join(root, 'README'), 'x');
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
      for (const name of [orphan, crashedWrite, named, 'README'])
        utimesSync(path.join(root, name), twoHoursAgo, twoHoursAgo);

      await server.app.inbox.retention!.run();
      expect(existsSync(path.join(root, orphan))).toBe(false);
      expect(existsSync(path.join(root, crashedWrite))).toBe(false);
      expect(filesOnDisk()).toEqual([...before, named, young, 'README'].sort());
      expect((await download(sent.id)).bytes.equals(SAMPLE_FILES.pdf)).toBe(true);
      for (const name of [young, 'README']) rmSync(path.join(root, name));
    },
  );

  it.runIf(database.name === 'pglite')(
    'still downloads a CV stored in its row before files, and deletes it with its application',
    async () => {
      const id = randomUUID();
      await server.app.database.db.insert(applications).values({
        id,
        town: 'rechitsa',
        kind: 'vacancy',
        vacancySlug: 'kassir',
        name: 'Дарья',
        phone: '+375290000003',
        fields: {},
        cv: new Uint8Array(SAMPLE_FILES.doc),
        cvMime: 'application/msword',
        cvFilename: 'cv.doc',
        cvSize: SAMPLE_FILES.doc.length,
        bodyHash: 'legacy',
        receivedAt: clock.now(),
      });
      const { response, bytes } = await download(id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/msword');
      expect(bytes.equals(SAMPLE_FILES.doc)).toBe(true);
      expect((await hr.delete(`/admin/v1/towns/rechitsa/applications/${id}`)).status).toBe(204);
      expect((await download(id)).response.status).toBe(404);
    },
  );

  it('deletes CVs with their applications when their time is up', async () => {
    const sent = await sendVacancy(server, 'rechitsa', { name: 'Вера', phone: '+375331112233' });
    expect(filesOnDisk().length).toBe(database.name === 'pglite' ? 3 : 0);
    clock.advance(366 * DAY_MS);
    const counts = await server.app.inbox.retention!.run();
    expect(counts.vacancies).toBe(database.name === 'pglite' ? 3 : 2);
    expect(await rowOf(sent.id)).toBeUndefined();
    expect(filesOnDisk()).toEqual([]);
  });
});

// Visitors' personal data stays in the inbox: no public path answers an application, logs of submissions and of
// inbox reads carry no name, phone or file; the retention job deletes on time (moved clock) on both databases.
import { TOWNS } from '@kino/api/towns';
import type { ApplicationListPage, PersonalDataLogPage } from '@kino/api/types';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#src/db/client.ts';
import { publicOperations, resolveParameter } from '#src/http/contract.ts';
import { DATABASES, PUBLIC, SAMPLE_FILES, start } from './helpers.ts';
import { sendCallback, sendVacancy } from './inbox-helpers.ts';
import { movableClock, staffMember } from './staff-helpers.ts';

const DAY = 86_400_000;
const CV_MARKER = 'CV-MARKER-41c7e2';
const CV = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from(CV_MARKER)]);
const PEOPLE = [
  { name: 'Зинаида Приватная', phone: '+375296660011', email: 'zinaida@example.by' },
  { name: 'Тарас Секретный', phone: '+375447770022', email: 'taras@example.by' },
];
/** A callback request has a name and a phone only. */
const caller = { name: PEOPLE[1]!.name, phone: PEOPLE[1]!.phone };
/** What must never show outside the inbox: names, phones (also as digits), e-mails, the CV's bytes. */
const SECRETS = PEOPLE.flatMap((p) => [
  p.name,
  ...p.name.split(' '),
  p.phone,
  p.phone.slice(4),
  p.email,
]).concat(CV_MARKER);

describe.each(DATABASES)('personal data on $name', (database) => {
  it('is answered by no public path of the contract, whatever id it is given', async () => {
    const server = await start(database, { orderRateLimit: 1000, adminDir: false });
    try {
      const ids: string[] = [];
      for (const town of TOWNS) {
        ids.push((await sendVacancy(server, town, PEOPLE[0]!, { bytes: CV, filename: 'cv.pdf' })).id);
        ids.push((await sendCallback(server, town, caller)).id);
      }
      let tried = 0;
      for (const town of TOWNS)
        for (const id of ids) {
          const urls = publicOperations
            .filter((op) => op.method === 'GET')
            .flatMap((op) => {
              const path = op.path.replace(/\{\w+\}/g, id);
              const queries = (op.operation.parameters ?? [])
                .map((p) => ('$ref' in p ? resolveParameter(p) : p))
                .filter((p) => p.in === 'query')
                .map((p) => `?${p.name}=${id}`);
              return [path, ...queries.map((query) => `${op.path.replace(/\{\w+\}/g, 'x')}${query}`)];
            })
            // Not in the contract, but where someone might look.
            .concat([
              `/kino/v1/orders/vacancy/${id}`,
              `/kino/v1/orders/callback/${id}`,
              `/kino/v1/orders/${id}`,
              `/kino/v1/applications/${id}`,
              `/kino/v1/orders/vacancy?id=${id}`,
            ]);
          for (const path of urls) {
            const response = await fetch(server.url(town, path));
            const text = await response.text();
            for (const secret of SECRETS) expect(text, `${path} shows ${secret}`).not.toContain(secret);
            // The search says back what it was asked (`query`); what it found must not be the application.
            const found = text.replace(`"query":"${id}"`, '');
            if (response.ok) expect(found, `${path} answers the application`).not.toContain(id);
            tried++;
          }
        }
      expect(tried).toBeGreaterThan(200);
    } finally {
      await server.close();
      await server.drop();
    }
  });

  it('never reaches the logs: submissions, inbox reads, searches, downloads, exports, notes', async () => {
    const lines: string[] = [];
    const server = await start(database, {
      orderRateLimit: 1000,
      adminDir: false,
      logger: 'debug',
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const { id } = await sendVacancy(server, 'rechitsa', PEOPLE[0]!, { bytes: CV, filename: 'cv.pdf' });
      await sendCallback(server, 'rechitsa', caller);
      const hr = await staffMember(server, PUBLIC, 'hr', ['rechitsa']);
      const base = '/admin/v1/towns/rechitsa/applications';
      for (const q of ['Зинаида', '29 666', 'taras@example.by'])
        expect((await hr.get(`${base}?q=${encodeURIComponent(q)}`)).status).toBe(200);
      expect((await hr.get(`${base}/${id}`)).status).toBe(200);
      const cv = await fetch(`${server.origin}${base}/${id}/cv`, { headers: { cookie: hr.cookie! } });
      expect(Buffer.from(await cv.arrayBuffer()).equals(CV)).toBe(true);
      const csv = await fetch(`${server.origin}${base}.csv?q=${encodeURIComponent('Тарас')}`, {
        headers: { cookie: hr.cookie! },
      });
      expect(await csv.text()).toContain('Тарас');
      const note = 'Позвонить Зинаиде на +375296660011';
      expect((await hr.put(`${base}/${id}/status`, { status: 'in_progress', note })).status).toBe(200);
      const log = lines.join('');
      expect(log).toContain('/admin/v1/towns/rechitsa/applications?[redacted]');
      // The phone search, as typed and as a query string encodes it (not a bare '666': request ids are random hex).
      for (const secret of [...SECRETS, note, '29 666', '29%20666', '29+666'])
        expect(log, `the log shows ${secret}`).not.toContain(secret);
    } finally {
      await server.close();
      await server.drop();
    }
  });

  it('is deleted when its time is up: callbacks after 90 days, job applications with CVs after 365', async () => {
    const lines: string[] = [];
    const clock = movableClock(new Date('2026-01-10T10:00:00Z'));
    const created = await database.create();
    const db = await openDatabase(created.option);
    const options = {
      orderRateLimit: 1000,
      adminDir: false as const,
      now: clock.now,
      logger: 'info',
      logStream: { write: (line: string) => lines.push(line) },
    };
    let server = await start(database, { ...options, database: db });
    try {
      const vacancy = (await sendVacancy(server, 'main', PEOPLE[0]!, { bytes: CV, filename: 'cv.pdf' })).id;
      const callback = (await sendCallback(server, 'rechitsa', caller)).id;
      // Signed in anew after each move of the clock: a session lasts hours, not months.
      const total = async () => {
        const admin = await staffMember(server, PUBLIC, 'admin');
        let n = 0;
        for (const town of TOWNS) {
          const page = await admin.get(`/admin/v1/towns/${town}/applications`);
          n += (page.body as unknown as ApplicationListPage).meta.total;
        }
        return n;
      };
      const { retention } = server.app.inbox;

      clock.advance(89 * DAY);
      expect(await retention!.run()).toEqual({ callbacks: 0, vacancies: 0 });
      expect(await total()).toBe(2);

      clock.advance(2 * DAY);
      expect(await retention!.run()).toEqual({ callbacks: 1, vacancies: 0 });
      expect(await total()).toBe(1);
      const admin = await staffMember(server, PUBLIC, 'admin');
      expect((await admin.get(`/admin/v1/towns/rechitsa/applications/${callback}`)).status).toBe(404);

      // The job also runs when the service starts: a restart a year on deletes the job application and its CV.
      await server.close();
      clock.advance(275 * DAY);
      server = await start(database, { ...options, database: db });
      const adminAgain = await staffMember(server, PUBLIC, 'admin');
      await expect
        .poll(async () => (await adminAgain.get(`/admin/v1/towns/main/applications/${vacancy}/cv`)).status)
        .toBe(404);

      const expired = await adminAgain.get('/admin/v1/personal-data-log?action=expire');
      const entries = (expired.body as unknown as PersonalDataLogPage).items;
      expect(entries.map((e) => [e.applicationId, e.town, e.actor])).toEqual([
        [vacancy, 'main', null],
        [callback, 'rechitsa', null],
      ]);
      // Counts in the log, nothing else of them.
      const counted = lines
        .map((line) => JSON.parse(line) as { msg: string; retention?: unknown })
        .filter((entry) => entry.msg === 'retention: expired applications deleted')
        .map((entry) => entry.retention);
      expect(counted).toContainEqual({ callbacks: 1, vacancies: 0 });
      expect(counted).toContainEqual({ callbacks: 0, vacancies: 1 });
      for (const secret of SECRETS) expect(lines.join(''), secret).not.toContain(secret);
    } finally {
      await server.close();
      await db.close();
      await created.drop();
    }
  });

  it('keeps applications for the configured periods (RETENTION_*_DAYS)', async () => {
    const clock = movableClock(new Date('2026-03-01T10:00:00Z'));
    const server = await start(database, {
      orderRateLimit: 1000,
      adminDir: false,
      now: clock.now,
      retention: { callbackDays: 1, vacancyDays: 2 },
    });
    try {
      await sendCallback(server, 'main', caller);
      await sendVacancy(server, 'main', PEOPLE[0]!, null);
      clock.advance(DAY + 60_000);
      expect(await server.app.inbox.retention!.run()).toEqual({ callbacks: 1, vacancies: 0 });
      clock.advance(DAY);
      expect(await server.app.inbox.retention!.run()).toEqual({ callbacks: 0, vacancies: 1 });
    } finally {
      await server.close();
      await server.drop();
    }
  });
});

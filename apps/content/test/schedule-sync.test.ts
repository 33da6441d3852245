// The schedule syncs itself: against a local HTTP server that serves a changing export, fails and times out, the
// service pulls on the interval (once across instances), applies a clean file as an import, leaves a bad one
// unapplied, and tells staff on the dashboard and by one e-mail per failure streak.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminSession, Dashboard, ScheduleSync } from '@kino/api/types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, halls, scheduleSyncs } from '#src/db/schema.ts';
import { conforms, DATABASES, PUBLIC, type Running, start } from './helpers.ts';
import { mailServer, textOf, waitFor } from './mail-helpers.ts';
import { type StaffClient, staffMember } from './staff-helpers.ts';

const SYNC = '/admin/v1/towns/main/schedule-sync';
const SYNC_PATH = '/admin/v1/towns/{town}/schedule-sync';
// Far from the demo schedule's week, so only what the export puts there is there.
const DAY = '15.02.2027';
const ISO_DAY = '2027-02-15';
const HEADER = 'Дата;Время;Зал;Фильм;Формат;Цена;Ссылка';
const row = (time: string, price = '9,50') =>
  `${DAY};${time};Красный зал;Кот и дракон;2D;${price};https://tickets.example/s/${time.replace(':', '')}`;

/** The ticketing system's export: what it serves is set by the test; it can fail, hang or send too much. */
function exportServer() {
  const state = { mode: 'ok' as 'ok' | 'fail' | 'hang' | 'big', file: '', hits: 0 };
  const server: Server = createServer((_request, response) => {
    state.hits++;
    if (state.mode === 'fail') return response.writeHead(500).end('Internal Server Error');
    if (state.mode === 'hang') return; // Never answers: the pull's timeout ends it.
    if (state.mode === 'big') {
      response.writeHead(200, { 'content-type': 'text/csv' });
      // No Content-Length: the cap is counted as the body arrives.
      response.write(`${HEADER}\n`);
      const line = `${row('10:00')}\n`;
      for (let i = 0; i < 400; i++) response.write(line);
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(state.file);
  });
  return {
    state,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/export.csv`),
        ),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(DATABASES)('schedule sync on $name', (database) => {
  let server: Running & { drop(): Promise<void>; option: unknown };
  let editor: StaffClient;
  let admin: StaffClient;
  let url: string;
  const exporter = exportServer();
  const smtp = mailServer();
  beforeAll(async () => {
    url = await exporter.listen();
    const port = await smtp.listen();
    server = await start(database, {
      adminDir: false,
      // Pulled only when a test says so (tick, run); a hanging export is given up after half a second.
      scheduleSync: { timeoutMs: 500, maxBytes: 8 * 1024, autostart: false, pollMs: 3_600_000 },
      mail: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Кинотеатр <noreply@kino.test>',
        recipients: { main: 'staff-main@kino.test' },
        workspaceUrl: `${PUBLIC}/admin`,
        pollMs: 100,
      },
    });
    editor = await staffMember(server, PUBLIC, 'editor', ['main']);
    admin = await staffMember(server, PUBLIC, 'admin');
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
    await exporter.close();
    await smtp.close();
  });

  const job = () => server.app.scheduleSync!;
  const stored = async () => {
    const [hall] = await server.app.database.db
      .select({ id: halls.id })
      .from(halls)
      .where(and(eq(halls.town, 'main'), eq(halls.slug, 'krasnyj')));
    const answer = await editor.get(`/admin/v1/towns/main/sessions?from=${ISO_DAY}&days=1&hall=${hall!.id}`);
    return (answer.body as { items: AdminSession[] }).items.map((s) => [s.time, s.price, s.ticketUrl]);
  };
  /** The sync is due now again (as if its interval had passed). */
  const due = () =>
    server.app.database.db
      .update(scheduleSyncs)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(eq(scheduleSyncs.town, 'main'));
  const syncNow = async () => (await editor.post(`${SYNC}/run`)).body as ScheduleSync;

  it('refuses an address that is not http(s), naming the field', async () => {
    const answer = await editor.call('PUT', SYNC, {
      enabled: true,
      url: 'file:///etc/passwd',
      format: 'csv',
      intervalMinutes: 15,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('body.url');
    expect((await editor.get(SYNC)).body).toMatchObject({ enabled: false, lastRun: null });
  });

  it('pulls on schedule, once per interval, and applies a clean file as an import would', async () => {
    exporter.state.file = [HEADER, row('10:00'), row('13:00')].join('\n');
    const saved = await editor.call('PUT', SYNC, { enabled: true, url, format: 'csv', intervalMinutes: 15 });
    expect(saved.status).toBe(200);
    expect(conforms(SYNC_PATH, 'put', 200, saved.body)).toEqual([]);
    const hits = exporter.state.hits;
    expect(await job().tick()).toEqual(['main']);
    // Claimed for 15 minutes: the next round pulls nothing.
    expect(await job().tick()).toEqual([]);
    expect(exporter.state.hits).toBe(hits + 1);
    expect(await stored()).toEqual([
      ['10:00', 9.5, 'https://tickets.example/s/1000'],
      ['13:00', 9.5, 'https://tickets.example/s/1300'],
    ]);
    const sync = (await editor.get(SYNC)).body as ScheduleSync;
    expect(conforms(SYNC_PATH, 'get', 200, sync)).toEqual([]);
    expect(sync.lastRun).toMatchObject({ status: 'applied', added: 2, changed: 0, removed: 0 });
    expect(sync.failingSince).toBeNull();
    expect(new Date(sync.nextRunAt!).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const [entry] = await server.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'scheduleSync'));
    expect(entry?.summary).toMatch(
      /^Синхронизация расписания «http:\/\/127\.0\.0\.1:\d+\/export\.csv»: добавлено 2/,
    );
    expect(entry?.actorEmail).toBeNull();

    // The export changes: a price and a session more; an unchanged export changes nothing.
    exporter.state.file = [HEADER, row('10:00', '11,00'), row('13:00'), row('16:00')].join('\n');
    await due();
    expect(await job().tick()).toEqual(['main']);
    expect(await stored()).toEqual([
      ['10:00', 11, 'https://tickets.example/s/1000'],
      ['13:00', 9.5, 'https://tickets.example/s/1300'],
      ['16:00', 9.5, 'https://tickets.example/s/1600'],
    ]);
    expect((await syncNow()).lastRun).toMatchObject({ status: 'unchanged' });
  });

  it('leaves the schedule as it was on a bad file, an HTTP error, a timeout or a file too big, and e-mails once a streak', async () => {
    const before = await stored();
    const mails = smtp.received.length;
    exporter.state.file = [HEADER, row('10:00'), `${DAY};25:99;Красный зал;Кот и дракон;2D;9,50;`].join('\n');
    const bad = await syncNow();
    expect(bad.lastRun).toMatchObject({ status: 'invalid' });
    expect(bad.lastRun!.errors.join('\n')).toContain('Строка 3, «Время»');
    expect(bad.failingSince).toBe(bad.lastRun!.at);
    expect(await stored()).toEqual(before);

    exporter.state.mode = 'fail';
    const failed = await syncNow();
    expect(failed.lastRun).toMatchObject({
      status: 'failed',
      message: 'Сервер выгрузки ответил ошибкой HTTP 500.',
    });
    // Still the same streak: it started with the bad file.
    expect(failed.failingSince).toBe(bad.failingSince);

    exporter.state.mode = 'hang';
    const started = Date.now();
    const slow = await syncNow();
    expect(slow.lastRun).toMatchObject({ status: 'failed', message: 'Сервер выгрузки не ответил за 1 с.' });
    expect(Date.now() - started).toBeLessThan(5_000);

    exporter.state.mode = 'big';
    expect((await syncNow()).lastRun).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/^Файл больше/),
    });
    expect(await stored()).toEqual(before);

    // One e-mail for the streak, to the town's address, naming what went wrong first; no more for the rest.
    await waitFor(() => smtp.received.length > mails);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = smtp.received.slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual(['staff-main@kino.test']);
    const text = textOf(sent[0]!.raw);
    expect(text).toContain('Синхронизация расписания (Гомель)');
    expect(text).toContain('Строка 3, «Время»');
    expect(text).toContain(`${PUBLIC}/admin/main/sessions`);

    // The dashboard shows it to the town's editor.
    const dashboard = (await editor.get('/admin/v1/dashboard')).body as Dashboard;
    expect(conforms('/admin/v1/dashboard', 'get', 200, dashboard)).toEqual([]);
    expect(dashboard.towns.map((t) => t.town)).toEqual(['main']);
    expect(dashboard.towns[0]!.sync).toMatchObject({
      failingSince: bad.failingSince,
      lastRun: { status: 'failed' },
    });

    // A good pull ends the streak; the next failure e-mails again.
    exporter.state.mode = 'ok';
    exporter.state.file = [HEADER, row('10:00', '11,00'), row('13:00'), row('16:00')].join('\n');
    expect((await syncNow()).failingSince).toBeNull();
    exporter.state.mode = 'fail';
    await syncNow();
    await waitFor(() => smtp.received.length > mails + 1);
  });

  it('shows each role its part of the dashboard', async () => {
    const hr = await staffMember(server, PUBLIC, 'hr', ['main']);
    const forHr = (await hr.get('/admin/v1/dashboard')).body as Dashboard;
    expect(forHr.towns[0]).toMatchObject({
      sessionsToday: null,
      drafts: null,
      sync: null,
      failedMails: null,
    });
    expect(typeof forHr.towns[0]!.newApplications).toBe('number');
    const forAdmin = (await admin.get('/admin/v1/dashboard')).body as Dashboard;
    expect(conforms('/admin/v1/dashboard', 'get', 200, forAdmin)).toEqual([]);
    expect(forAdmin.towns.map((t) => t.town)).toEqual(['main', 'rechitsa']);
    const main = forAdmin.towns[0]!;
    expect(main.sessionsToday!.length).toBeGreaterThan(0); // the demo schedule's today
    expect(typeof main.failedMails).toBe('number');
    const forEditor = (await editor.get('/admin/v1/dashboard')).body as Dashboard;
    expect(forEditor.towns[0]).toMatchObject({ newApplications: null, failedMails: null });
  });

  it.runIf(database.name === 'postgres')('is pulled once when two instances look at once', async () => {
    const second = await start(
      database,
      { adminDir: false, scheduleSync: { autostart: false, pollMs: 3_600_000 } },
      server.option as never,
    );
    try {
      exporter.state.mode = 'ok';
      await due();
      const hits = exporter.state.hits;
      const rounds = await Promise.all([job().tick(), second.app.scheduleSync!.tick()]);
      expect(rounds.flat()).toEqual(['main']);
      expect(exporter.state.hits).toBe(hits + 1);
    } finally {
      await second.close();
    }
  });
});

// The applications inbox over HTTP on both databases: list, filters, search, paging, detail with consent, the CV's
// bytes and headers, status with notes, CSV export, deletion, the personal data access log, and who may do what.
import { CONSENT_VERSION } from '@kino/api/forms';
import type {
  Application,
  ApplicationCounts,
  ApplicationListPage,
  PersonalDataLogPage,
} from '@kino/api/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms, DATABASES, PUBLIC, type Running, SAMPLE_FILES, start } from './helpers.ts';
import { sendCallback, sendVacancy } from './inbox-helpers.ts';
import { movableClock, type StaffClient, staffMember } from './staff-helpers.ts';

const LIST = '/admin/v1/towns/{town}/applications';
const ITEM = '/admin/v1/towns/{town}/applications/{applicationId}';
const COUNTS = '/admin/v1/towns/{town}/application-counts';
const at = (town: string, id?: string, tail = '') =>
  `/admin/v1/towns/${town}/applications${id ? `/${id}` : ''}${tail}`;

describe.each(DATABASES)('the applications inbox on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  const clock = movableClock(new Date('2026-11-20T09:00:00Z'));
  const staff = {} as Record<'admin' | 'hrRechitsa' | 'hrMain' | 'editor', StaffClient & { email: string }>;
  const sent = {} as Record<'anna' | 'boris' | 'vera' | 'main', string>;

  beforeAll(async () => {
    server = await start(database, { adminDir: false, orderRateLimit: 1000, now: clock.now });
    staff.admin = await staffMember(server, PUBLIC, 'admin');
    staff.hrRechitsa = await staffMember(server, PUBLIC, 'hr', ['rechitsa']);
    staff.hrMain = await staffMember(server, PUBLIC, 'hr', ['main']);
    staff.editor = await staffMember(server, PUBLIC, 'editor', ['main', 'rechitsa']);
    sent.anna = (
      await sendVacancy(server, 'rechitsa', {
        name: 'Анна Ковалёва',
        phone: '+375291234567',
        email: 'anna@example.by',
        message: 'Работала кассиром два года.',
      })
    ).id;
    clock.advance(60_000);
    sent.boris = (await sendCallback(server, 'rechitsa', { name: 'Борис', phone: '+375447654321' })).id;
    clock.advance(60_000);
    sent.vera = (
      await sendCallback(server, 'rechitsa', {
        name: 'Вера',
        phone: '+375331112233',
        comment: '=HYPERLINK("http://evil.example")',
      })
    ).id;
    sent.main = (
      await sendCallback(server, 'main', { name: 'Гомельский Зритель', phone: '+375290000001' })
    ).id;
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  const list = async (query = '', who = staff.hrRechitsa) => {
    const answer = await who.get(`${at('rechitsa')}${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(conforms(LIST, 'get', 200, answer.body)).toEqual([]);
    return answer.body as unknown as ApplicationListPage;
  };

  it('lists the town’s applications newest first, as new, without another town’s', async () => {
    const page = await list();
    expect(page.items.map((item) => item.id)).toEqual([sent.vera, sent.boris, sent.anna]);
    expect(page.meta).toEqual({ page: 1, perPage: 20, total: 3, totalPages: 1 });
    expect(page.items.every((item) => item.status === 'new')).toBe(true);
    const anna = page.items[2]!;
    expect(anna).toMatchObject({
      kind: 'vacancy',
      town: 'rechitsa',
      name: 'Анна Ковалёва',
      phone: '+375291234567',
      email: 'anna@example.by',
      vacancy: { slug: 'kassir', title: expect.any(String) },
      cv: { filename: 'резюме: Анна?.pdf', type: 'application/pdf', size: SAMPLE_FILES.pdf.length },
    });
    expect(page.items[0]!.cv).toBeNull();
  });

  it('filters by kind and status, searches names in any case and phones by their digits, and pages', async () => {
    expect((await list('?kind=vacancy')).items.map((i) => i.id)).toEqual([sent.anna]);
    expect((await list('?kind=callback')).meta.total).toBe(2);
    expect((await list('?status=done')).meta.total).toBe(0);
    expect((await list(`?q=${encodeURIComponent('аННа')}`)).items.map((i) => i.id)).toEqual([sent.anna]);
    expect((await list(`?q=${encodeURIComponent('44 765-43')}`)).items.map((i) => i.id)).toEqual([
      sent.boris,
    ]);
    expect((await list(`?q=${encodeURIComponent('%')}`)).meta.total).toBe(0);
    const second = await list('?perPage=1&page=2');
    expect(second.items.map((i) => i.id)).toEqual([sent.boris]);
    expect(second.meta).toEqual({ page: 2, perPage: 1, total: 3, totalPages: 3 });
    expect((await staff.hrRechitsa.get(`${at('rechitsa')}?status=archived`)).status).toBe(400);
  });

  it('finds names with ё written as е (and back), whatever the spaces, and phones as the forms accept them', async () => {
    const found = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).items.map((i) => i.id);
    // Stored «Анна Ковалёва», +375291234567; «Вера».
    for (const q of ['Ковалева', 'КОВАЛЁВА', 'анна  ковалева', ' Анна\tКовалёва ', 'Анна Ковале\u0308ва'])
      expect(await found(q), q).toEqual([sent.anna]);
    expect(await found('Вёра')).toEqual([sent.vera]);
    for (const q of ['80291234567', '8 (029) 123-45-67', '8029123', '375291234567', '+375 29 123-45-67'])
      expect(await found(q), q).toEqual([sent.anna]);
    expect(await found('80447654321')).toEqual([sent.boris]);
    // 80 stands for the country's code only at the start of a number.
    expect(await found('80331112233')).toEqual([sent.vera]);
    expect(await found('8029765')).toEqual([]);
  });

  it('shows one application with its fields, the consent given and no history yet', async () => {
    const answer = await staff.hrRechitsa.get(at('rechitsa', sent.anna));
    expect(answer.status).toBe(200);
    expect(conforms(ITEM, 'get', 200, answer.body)).toEqual([]);
    const anna = answer.body as unknown as Application;
    expect(anna).toMatchObject({
      message: 'Работала кассиром два года.',
      preferredTime: null,
      consent: { version: CONSENT_VERSION, at: anna.receivedAt },
      history: [],
    });
    expect(anna.receivedAt).toBe('2026-11-20T12:00:00+03:00');
    const boris = (await staff.hrRechitsa.get(at('rechitsa', sent.boris))).body as unknown as Application;
    expect(boris).toMatchObject({ kind: 'callback', preferredTime: 'evening', topic: 'rent', vacancy: null });
    // Another town's application is not at this town's address; nor is an unknown id.
    expect((await staff.admin.get(at('rechitsa', sent.main))).status).toBe(404);
    expect((await staff.admin.get(at('rechitsa', '00000000-0000-4000-8000-000000000009'))).status).toBe(404);
    expect((await staff.admin.get(at('rechitsa', 'not-a-uuid'))).status).toBe(400);
  });

  it('downloads the CV as the same bytes, as an attachment that is never rendered', async () => {
    const response = await fetch(`${server.origin}${at('rechitsa', sent.anna, '/cv')}`, {
      headers: { cookie: staff.hrRechitsa.cookie! },
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const disposition = response.headers.get('content-disposition')!;
    // Windows' forbidden characters replaced; an ASCII fallback beside the UTF-8 name.
    expect(disposition).toMatch(/^attachment; filename=cv-[0-9a-f]{8}\.pdf; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('резюме_ Анна_.pdf');
    // A callback has no CV.
    expect((await staff.hrRechitsa.get(at('rechitsa', sent.boris, '/cv'))).status).toBe(404);
  });

  it('changes the status with a note, kept in the history with who did it', async () => {
    const first = await staff.hrRechitsa.put(at('rechitsa', sent.boris, '/status'), {
      status: 'in_progress',
      note: '  Перезвонить после 18:00 ',
    });
    expect(first.status).toBe(200);
    expect(conforms(`${ITEM}/status`, 'put', 200, first.body)).toEqual([]);
    clock.advance(60_000);
    const done = await staff.hrRechitsa.put(at('rechitsa', sent.boris, '/status'), { status: 'done' });
    const boris = done.body as unknown as Application;
    expect(boris.status).toBe('done');
    expect(boris.history).toEqual([
      {
        at: expect.any(String),
        status: 'in_progress',
        note: 'Перезвонить после 18:00',
        actor: { id: expect.any(Number), email: staff.hrRechitsa.email },
      },
      { at: boris.updatedAt, status: 'done', note: null, actor: expect.objectContaining({}) },
    ]);
    expect((await list('?status=done')).items.map((i) => i.id)).toEqual([sent.boris]);
    const bad = await staff.hrRechitsa.put(at('rechitsa', sent.boris, '/status'), { status: 'closed' });
    expect(bad.status).toBe(400);
  });

  it('exports a selection as CSV that Excel reads: BOM, semicolons, no formulas from visitors', async () => {
    const response = await fetch(
      `${server.origin}${at('rechitsa')}.csv?id=${sent.anna}&id=${sent.vera}&id=${sent.main}`,
      { headers: { cookie: staff.hrRechitsa.cookie! } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename=applications-rechitsa-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Получена;Вид;Статус;Имя;Телефон;E-mail;Вакансия;Сообщение;Удобное время;Тема;Резюме;Номер заявки',
    );
    // Another town's id is not exported; newest first.
    expect(lines).toHaveLength(3);
    // The phone is text without a guard; the formula a visitor typed is guarded.
    expect(lines[1]).toContain(`;Вера;8 (033) 111-22-33;`);
    expect(lines[1]).toContain(`;"'=HYPERLINK(""http://evil.example"")";`);
    expect(lines[2]).toMatch(/^2026-11-20 12:00;Отклик на вакансию;новая;Анна Ковалёва;/);
    // One id alone, and the filters without ids.
    const one = await fetch(`${server.origin}${at('rechitsa')}.csv?id=${sent.anna}`, {
      headers: { cookie: staff.hrRechitsa.cookie! },
    });
    expect((await one.text()).trimEnd().split('\r\n')).toHaveLength(2);
    const filtered = await fetch(`${server.origin}${at('rechitsa')}.csv?kind=callback`, {
      headers: { cookie: staff.hrRechitsa.cookie! },
    });
    expect((await filtered.text()).trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('lets admins and the town’s hr in; editors, hr of another town and the log to non-admins get 403', async () => {
    expect((await list('', staff.admin)).meta.total).toBe(3);
    expect((await staff.editor.get(at('rechitsa'))).status).toBe(403);
    expect((await staff.editor.get(at('rechitsa', sent.anna, '/cv'))).status).toBe(403);
    expect((await staff.hrMain.get(at('rechitsa'))).status).toBe(403);
    expect((await staff.hrMain.get(at('main'))).status).toBe(200);
    expect((await staff.hrRechitsa.get('/admin/v1/personal-data-log')).status).toBe(403);
  });

  it('deletes an application with its CV for good', async () => {
    const deleted = await staff.hrRechitsa.delete(at('rechitsa', sent.anna));
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('cache-control')).toBe('no-store');
    expect((await staff.hrRechitsa.get(at('rechitsa', sent.anna))).status).toBe(404);
    expect((await staff.hrRechitsa.get(at('rechitsa', sent.anna, '/cv'))).status).toBe(404);
    expect((await staff.hrRechitsa.delete(at('rechitsa', sent.anna))).status).toBe(404);
    expect((await list()).meta.total).toBe(2);
  });

  it('records every read and change in the personal data access log, which admins read', async () => {
    const answer = await staff.admin.get(
      `/admin/v1/personal-data-log?town=rechitsa&application=${sent.anna}&perPage=100`,
    );
    expect(answer.status).toBe(200);
    expect(conforms('/admin/v1/personal-data-log', 'get', 200, answer.body)).toEqual([]);
    const log = answer.body as unknown as PersonalDataLogPage;
    const actions = log.items.map((entry) => entry.action).reverse();
    expect(actions).toEqual(['view', 'cv', 'export', 'export', 'delete']);
    expect(log.items.every((entry) => entry.actor?.email === staff.hrRechitsa.email)).toBe(true);
    const status = await staff.admin.get(
      `/admin/v1/personal-data-log?action=status&application=${sent.boris}`,
    );
    expect((status.body as unknown as PersonalDataLogPage).items.map((e) => e.detail)).toEqual([
      'в работе → обработана',
      'новая → в работе',
    ]);
    const lists = await staff.admin.get('/admin/v1/personal-data-log?action=list&town=rechitsa&perPage=100');
    const listEntries = (lists.body as unknown as PersonalDataLogPage).items;
    expect(listEntries.length).toBeGreaterThan(5);
    expect(listEntries.every((entry) => entry.applicationId === null)).toBe(true);
    // A search is logged as a search, not as what was searched for.
    const details = listEntries.map((entry) => entry.detail ?? '').join('\n');
    expect(details).toContain('поиск');
    expect(details).not.toMatch(/анна|765/i);
    // Changes are in the audit log too, without personal data.
    const audit = await staff.admin.get('/admin/v1/audit?kind=application');
    const summaries = (audit.body as { items: Array<{ summary: string }> }).items.map((i) => i.summary);
    expect(summaries).toContain('Удалён отклик на вакансию');
    expect(summaries.join()).not.toContain('Борис');
  });

  // Last: it sends one more application.
  it('counts the town’s applications by status for the menu, unlogged, and moves on with each change', async () => {
    const counts = async (town = 'rechitsa', who = staff.hrRechitsa) => {
      const answer = await who.get(`/admin/v1/towns/${town}/application-counts`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(conforms(COUNTS, 'get', 200, answer.body)).toEqual([]);
      return answer.body as unknown as ApplicationCounts;
    };
    const logged = async () =>
      (
        (await staff.admin.get('/admin/v1/personal-data-log?perPage=1'))
          .body as unknown as PersonalDataLogPage
      ).meta.total;
    const entries = await logged();
    // Anna deleted, Boris done, Vera new; Boris's status changed last.
    const before = await counts();
    const boris = (await staff.hrRechitsa.get(at('rechitsa', sent.boris))).body as unknown as Application;
    expect(before).toEqual({ byStatus: { new: 1, in_progress: 0, done: 1 }, changedAt: boris.updatedAt });
    expect(await counts('main', staff.admin)).toMatchObject({
      byStatus: { new: 1, in_progress: 0, done: 0 },
    });
    // The counts carry no personal data and are not in the access log (the view of Boris above is).
    expect(await logged()).toBe(entries + 1);
    expect((await staff.hrMain.get('/admin/v1/towns/rechitsa/application-counts')).status).toBe(403);
    expect((await staff.editor.get('/admin/v1/towns/main/application-counts')).status).toBe(403);

    clock.advance(60_000);
    const arrived = await sendCallback(server, 'rechitsa', { name: 'Глеб', phone: '+375259998877' });
    const after = await counts();
    expect(after).toEqual({ byStatus: { new: 2, in_progress: 0, done: 1 }, changedAt: arrived.receivedAt });
    clock.advance(60_000);
    await staff.hrRechitsa.put(at('rechitsa', arrived.id, '/status'), { status: 'in_progress' });
    expect((await counts()).byStatus).toEqual({ new: 1, in_progress: 1, done: 1 });
    expect((await counts()).changedAt! > after.changedAt!).toBe(true);
  });
});

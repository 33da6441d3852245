// A week of sessions per hall exported as CSV and XLSX: the import's column names and values, so the CSV imports back
// with every row unchanged, and the XLSX holds the same rows, one sheet per hall.
import type { AdminSession, SessionImportPreview } from '@kino/api/types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { halls } from '#src/db/schema.ts';
import { EXPORT_COLUMNS } from '#src/editing/session-export.ts';
import { readXlsx, XLSX_TYPE } from '#src/editing/xlsx.ts';
import { DATABASES, PUBLIC, type Running, start } from './helpers.ts';
import { type StaffClient, staffMember } from './staff-helpers.ts';

const SESSIONS = '/admin/v1/towns/main/sessions';

/** A workbook as a spreadsheet saves one: text, number and date cells. */
const writeXlsxCells = async (
  sheets: Array<{ name: string; rows: Array<Array<string | number | Date>> }>,
) => {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) workbook.addWorksheet(sheet.name).addRows(sheet.rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
const EXPORT = '/admin/v1/towns/main/sessions/export';
// Far from the demo schedule's week (and from the import test's), so only what the test puts there is there.
const WEEK = '2027-02-01';

describe.each(DATABASES)('session export on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  let editor: StaffClient;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    server = await start(database, { adminDir: false });
    editor = await staffMember(server, PUBLIC, 'editor', ['main']);
    for (const row of await server.app.database.db
      .select({ id: halls.id, slug: halls.slug })
      .from(halls)
      .where(eq(halls.town, 'main')))
      ids[row.slug] = row.id;
    const base = { format: '2D', ticketUrl: null, soldOut: false };
    const made = [
      { ...base, hall: ids.krasnyj, day: WEEK, time: '10:00', film: 3, price: 12.5 },
      {
        ...base,
        hall: ids.krasnyj,
        day: WEEK,
        time: '18:00',
        film: 16,
        price: 14,
        ticketUrl: 'https://tickets.example/s/1?a=1;b=2',
        soldOut: true,
        language: 'en',
        subtitles: 'ru',
        audioDescription: true,
        sensoryFriendly: true,
      },
      // After midnight: the previous cinema day's session.
      {
        ...base,
        hall: ids.krasnyj,
        day: '2027-02-03',
        time: '00:30',
        film: 3,
        price: 9,
        parentAndBaby: true,
      },
      {
        ...base,
        hall: ids.sinij,
        day: '2027-02-05',
        time: '12:00',
        film: 16,
        price: 10,
        hardOfHearingSubtitles: true,
      },
      // The next week: not in the export.
      { ...base, hall: ids.sinij, day: '2027-02-08', time: '12:00', film: 16, price: 10 },
    ];
    for (const session of made) {
      const created = await editor.post(SESSIONS, session);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  const download = (query: string) =>
    fetch(`${server.origin}${EXPORT}?${query}`, { headers: { cookie: editor.cookie ?? '' } });
  const week = async () =>
    ((await editor.get(`${SESSIONS}?from=${WEEK}&days=7`)).body as { items: AdminSession[] }).items;

  it('exports the week as CSV in the import’s columns, and the file imports back with every row unchanged', async () => {
    const answer = await download(`from=${WEEK}&format=csv`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename=sessions-main-2027-02-01-2027-02-07.csv',
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(';'));
    // By hall (the town's order), then start; the night session stays on its cinema day.
    expect(lines.slice(1)).toEqual(
      [
        '2027-02-01;10:00;Красный зал;Кот и дракон;2D;12,50;;нет;ru;;нет;нет;нет;нет;',
        '2027-02-01;18:00;Красный зал;Орбита;2D;14,00;https://tickets.example/s/1?a=1;b=2;да;en;ru;да;нет;да;нет;',
        '2027-02-03;00:30;Красный зал;Кот и дракон;2D;9,00;;нет;ru;;нет;нет;нет;да;',
        '2027-02-05;12:00;Синий зал;Орбита;2D;10,00;;нет;ru;;нет;да;нет;нет;',
      ].map((line) =>
        line.replace('https://tickets.example/s/1?a=1;b=2', '"https://tickets.example/s/1?a=1;b=2"'),
      ),
    );

    const before = await week();
    const preview = await editor.post('/admin/v1/towns/main/session-imports', {
      format: 'csv',
      encoding: 'base64',
      content: Buffer.from(text, 'utf8').toString('base64'),
      fileName: 'week.csv',
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    const { rows, id } = preview.body as unknown as SessionImportPreview;
    expect(rows.map((row) => [row.line, row.action, row.errors])).toEqual(
      [2, 3, 4, 5].map((line) => [line, 'unchanged', []]),
    );
    expect((await editor.post(`/admin/v1/towns/main/session-imports/${id}/apply`)).body).toEqual({
      added: 0,
      changed: 0,
      removed: 0,
    });
    expect(await week()).toEqual(before);
  });

  it('exports one hall, and XLSX with a sheet per hall holding the same rows as the CSV', async () => {
    const one = await download(`from=${WEEK}&format=csv&hall=${ids.sinij}`);
    const oneLines = (await one.text()).trimEnd().split('\r\n');
    expect(oneLines).toHaveLength(2);
    expect(oneLines[1]).toMatch(/^2027-02-05;12:00;Синий зал;Орбита;/);

    const csv = (await (await download(`from=${WEEK}`)).text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const answer = await download(`from=${WEEK}&format=xlsx`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(answer.headers.get('content-disposition')).toMatch(/sessions-main-2027-02-01-2027-02-07\.xlsx/);
    const sheets = await readXlsx(Buffer.from(await answer.arrayBuffer()));
    // Every hall of the town has its sheet, an empty week too, in the order the workspace lists the halls (which
    // the print screen follows).
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      'Красный зал',
      'Зал IMAX',
      'Синий зал',
      'Малый зал «Арт»',
    ]);
    const listed = (await editor.get('/admin/v1/towns/main/halls?perPage=100')).body.items as Array<{
      title: string;
    }>;
    expect(listed.map((hall) => hall.title)).toEqual(sheets.map((sheet) => sheet.name));
    expect(sheets.every((sheet) => sheet.rows[0]!.join(';') === EXPORT_COLUMNS.join(';'))).toBe(true);
    const rows = sheets.flatMap((sheet) =>
      sheet.rows.slice(1).map((row) =>
        EXPORT_COLUMNS.map((_, i) => row[i] ?? '')
          .map((cell, i) => (i === 5 ? Number(cell).toFixed(2).replace('.', ',') : cell))
          .map((cell) => (cell.includes(';') ? `"${cell}"` : cell))
          .join(';'),
      ),
    );
    expect(rows).toEqual(csv.slice(1));
  });

  it('round-trips titles a spreadsheet would take for formulas, through CSV and through XLSX', async () => {
    // Another week, two films whose titles start with «-» and «=»: the CSV guards them with an apostrophe.
    const from = '2027-03-01';
    const film = (await editor.get('/admin/v1/towns/main/films/3')).body.data as Record<string, unknown>;
    const made: number[] = [];
    for (const [slug, title] of [
      ['minus-ezhik', '-Ёжик в тумане'],
      ['ravno-formula', '=Формула любви'],
    ] as const) {
      const created = await editor.post('/admin/v1/towns/main/films', { ...film, slug, title });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      made.push(created.body.id as number);
    }
    for (const [i, id] of made.entries()) {
      const session = {
        hall: ids.krasnyj,
        day: from,
        time: `1${i * 4}:00`,
        film: id,
        format: '2D',
        price: 8,
      };
      expect((await editor.post(SESSIONS, { ...session, ticketUrl: null, soldOut: false })).status).toBe(201);
    }
    const csv = await (await download(`from=${from}&format=csv`)).text();
    expect(csv).toContain(";'-Ёжик в тумане;");
    expect(csv).toContain(";'=Формула любви;");
    const xlsx = Buffer.from(await (await download(`from=${from}&format=xlsx`)).arrayBuffer());
    const before = (await editor.get(`${SESSIONS}?from=${from}&days=7`)).body.items;
    for (const [format, content] of [
      ['csv', Buffer.from(csv, 'utf8')],
      ['xlsx', xlsx],
    ] as const) {
      const preview = await editor.post('/admin/v1/towns/main/session-imports', {
        format,
        encoding: 'base64',
        content: content.toString('base64'),
        fileName: `week.${format}`,
      });
      expect(preview.status, JSON.stringify(preview.body)).toBe(201);
      const { rows } = preview.body as unknown as SessionImportPreview;
      expect(rows.map((row) => [row.action, row.values?.film.title, row.errors])).toEqual([
        ['unchanged', '-Ёжик в тумане', []],
        ['unchanged', '=Формула любви', []],
      ]);
      // XLSX lines are the sheet's rows (the header is row 1), on the hall's sheet.
      if (format === 'xlsx')
        expect(rows.map((row) => [row.sheet, row.line])).toEqual([
          ['Красный зал', 2],
          ['Красный зал', 3],
        ]);
    }
    expect((await editor.get(`${SESSIONS}?from=${from}&days=7`)).body.items).toEqual(before);
  });

  it('imports an XLSX from a spreadsheet: a changed row is a change, a bad value names its row and column', async () => {
    const [header, ...rows] = [
      ['Дата', 'Время', 'Зал', 'Фильм', 'Формат', 'Цена'],
      [new Date('2027-03-08T00:00:00Z'), '11:00', 'Красный зал', 'Кот и дракон', '2D', 9.5],
      ['2027-03-08', '15:00', 'Красный зал', 'Кот и дракон', '2D', 'дорого'],
    ];
    const workbook = await writeXlsxCells([{ name: 'Лист1', rows: [header!, ...rows] }]);
    const preview = await editor.post('/admin/v1/towns/main/session-imports', {
      format: 'xlsx',
      encoding: 'base64',
      content: workbook.toString('base64'),
      fileName: 'schedule.xlsx',
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    const read = (preview.body as unknown as SessionImportPreview).rows;
    expect(read.map((row) => [row.line, row.action])).toEqual([
      [2, 'add'],
      [3, 'error'],
    ]);
    // A date cell is read as its day; one sheet: no sheet named.
    expect(read[0]!.values).toMatchObject({ day: '2027-03-08', time: '11:00', price: 9.5 });
    expect(read[1]!.sheet).toBeUndefined();
    expect(read[1]!.errors).toEqual([{ field: 'Цена', message: expect.stringMatching(/дорого/) }]);

    // Not a workbook, or a workbook sent as text: a 400 naming the field.
    const broken = await editor.post('/admin/v1/towns/main/session-imports', {
      format: 'xlsx',
      encoding: 'base64',
      content: Buffer.from('дата;время').toString('base64'),
    });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body)).toMatch(/body\.content.*XLSX не читается/);
    const asText = await editor.post('/admin/v1/towns/main/session-imports', {
      format: 'xlsx',
      content: 'x',
    });
    expect(asText.status).toBe(400);
    expect(JSON.stringify(asText.body)).toMatch(/body\.encoding/);
  });

  it('answers 400 naming the parameter for a format or day it cannot make, and 403 to hr', async () => {
    const format = await editor.get(`${EXPORT}?from=${WEEK}&format=pdf`);
    expect(format.status).toBe(400);
    expect(JSON.stringify(format.body)).toMatch(/format/);
    const day = await editor.get(`${EXPORT}?from=2027-02-31`);
    expect(day.status).toBe(400);
    expect(JSON.stringify(day.body)).toMatch(/from/);
    const hr = await staffMember(server, PUBLIC, 'hr', ['main']);
    expect((await hr.get(`${EXPORT}?from=${WEEK}`)).status).toBe(403);
    const [hall] = await server.app.database.db
      .select({ id: halls.id })
      .from(halls)
      .where(and(eq(halls.town, 'rechitsa')));
    // A hall of another town: an empty export, not that town's sessions.
    const other = await (await download(`from=${WEEK}&hall=${hall!.id}`)).text();
    expect(other.trimEnd().split('\r\n')).toHaveLength(1);
  });
});

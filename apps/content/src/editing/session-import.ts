// Importing a ticketing system's sessions (CSV or JSON): a preview of every change with per-row errors, then apply.
import { randomUUID } from 'node:crypto';
import { formatValues } from '@kino/api/enums';
import type {
  FieldError,
  SessionImportInput,
  SessionImportPreview,
  SessionImportResult,
  SessionImportRow,
} from '@kino/api/types';
import { CsvError, parse as parseCsv } from 'csv-parse/sync';
import { and, eq, inArray, or } from 'drizzle-orm';
import { films, halls, sessionImports, sessions } from '#src/db/schema.ts';
import { InvalidInputError, NotFoundError } from '#src/publishing/errors.ts';
import { ConflictError } from '#src/staff/errors.ts';
import { audit, bumpVersion, type EditContext } from './context.ts';
import { sessionStart, takeOverFromDemo } from './sessions.ts';

/** A preview can be applied for this long. */
const PREVIEW_TTL_MS = 30 * 60_000;
const MAX_ROWS = 5_000;

type FilmRow = typeof films.$inferSelect;
type HallRow = typeof halls.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;

/** Column names as exports write them (English or Russian, any case) → the import's own names. */
const COLUMNS: Record<string, keyof RawRow> = {
  date: 'date',
  day: 'date',
  дата: 'date',
  time: 'time',
  время: 'time',
  hall: 'hall',
  зал: 'hall',
  film: 'film',
  movie: 'film',
  фильм: 'film',
  format: 'format',
  формат: 'format',
  price: 'price',
  цена: 'price',
  ticket_url: 'ticketUrl',
  ticketurl: 'ticketUrl',
  ticket: 'ticketUrl',
  билеты: 'ticketUrl',
  sold_out: 'soldOut',
  soldout: 'soldOut',
  продано: 'soldOut',
  id: 'id',
  external_id: 'id',
  externalid: 'id',
};

interface RawRow {
  date?: unknown;
  time?: unknown;
  hall?: unknown;
  film?: unknown;
  format?: unknown;
  price?: unknown;
  ticketUrl?: unknown;
  soldOut?: unknown;
  id?: unknown;
}

interface FileRow {
  row: number;
  line: number | null;
  raw: RawRow;
}

/** A row read without errors: what the session will be. */
interface Wanted {
  film: FilmRow;
  hall: HallRow;
  day: string;
  time: string;
  startsAt: Date;
  format: string;
  priceKopecks: number;
  ticketUrl: string | null;
  soldOut: boolean;
  externalId: string | null;
}

/** One write of the plan; changes and removals carry the session's updatedAt, to notice a change since the preview. */
type Operation =
  | { type: 'add'; values: StoredValues }
  | { type: 'change'; id: string; updatedAt: string; values: StoredValues }
  | { type: 'remove'; id: string; updatedAt: string };

interface StoredValues {
  filmId: number;
  hallId: number;
  startsAt: string;
  cinemaDay: string;
  format: string;
  priceKopecks: number;
  ticketUrl: string | null;
  soldOut: boolean;
  externalId: string | null;
  wheelchair: boolean;
}

interface Plan {
  preview: SessionImportPreview;
  operations: Operation[];
}

const normalKey = (key: string) =>
  COLUMNS[
    key
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
  ] ??
  COLUMNS[
    key
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '')
  ];

function normalRow(record: Record<string, unknown>): RawRow {
  const out: RawRow = {};
  for (const [key, value] of Object.entries(record)) {
    const name = normalKey(key);
    if (name) out[name] = value;
  }
  return out;
}

function readFile(input: SessionImportInput): FileRow[] {
  if (input.format === 'csv') {
    try {
      const records = parseCsv(input.content, {
        bom: true,
        columns: true,
        delimiter: [',', ';', '\t'],
        skip_empty_lines: true,
        trim: true,
        relax_column_count: true,
        info: true,
      }) as Array<{ record: Record<string, unknown>; info: { lines: number } }>;
      return records.map(({ record, info }, i) => ({ row: i + 1, line: info.lines, raw: normalRow(record) }));
    } catch (error) {
      if (error instanceof CsvError)
        throw new InvalidInputError([
          {
            field: 'body.content',
            message: `CSV не читается (строка ${(error as CsvError & { lines?: number }).lines ?? '?'}): ${error.message}`,
          },
        ]);
      throw error;
    }
  }
  let data: unknown;
  try {
    data = JSON.parse(input.content);
  } catch (error) {
    throw new InvalidInputError([
      { field: 'body.content', message: `JSON не читается: ${(error as Error).message}` },
    ]);
  }
  const list = Array.isArray(data) ? data : (data as { sessions?: unknown } | null)?.sessions;
  if (!Array.isArray(list))
    throw new InvalidInputError([
      { field: 'body.content', message: 'Ожидается массив сеансов или объект { "sessions": [...] }.' },
    ]);
  return list.map((item, i) => ({
    row: i + 1,
    line: null,
    raw:
      item && typeof item === 'object' && !Array.isArray(item)
        ? normalRow(item as Record<string, unknown>)
        : {},
  }));
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

function parseDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const ru = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : ru
      ? [ru[3], ru[2]!.padStart(2, '0'), ru[1]!.padStart(2, '0')]
      : [];
  if (!y) return null;
  const day = `${y}-${m}-${d}`;
  return new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) === day ? day : null;
}

function parseTime(value: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return null;
  const hh = Number(match[1]);
  const mm = Number(match[2]);
  return hh < 24 && mm < 60 ? `${String(hh).padStart(2, '0')}:${match[2]}` : null;
}

function parseBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const t = text(value).toLowerCase();
  if (['', '0', 'false', 'no', 'нет', 'н'].includes(t)) return false;
  if (['1', 'true', 'yes', 'да', 'д', 'x', '+'].includes(t)) return true;
  return null;
}

function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  const t = text(value)
    .replace(/\s/g, '')
    .replace(',', '.')
    .replace(/(byn|руб\.?|р\.?)$/i, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Number(t);
}

function parseUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const lower = (s: string) => s.trim().toLocaleLowerCase('ru');

/** One row checked against the town's halls and films; every problem of the row, by column. */
function readRow(
  raw: RawRow,
  hallList: HallRow[],
  filmList: FilmRow[],
): { wanted?: Wanted; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const day = parseDate(text(raw.date));
  if (!day)
    fail(
      'date',
      text(raw.date) ? `Дата «${text(raw.date)}» не читается (ГГГГ-ММ-ДД или ДД.ММ.ГГГГ).` : 'Нет даты.',
    );
  const time = parseTime(text(raw.time));
  if (!time) fail('time', text(raw.time) ? `Время «${text(raw.time)}» не читается (ЧЧ:ММ).` : 'Нет времени.');
  const hallName = text(raw.hall);
  const hall = hallList.find((h) => h.slug === hallName || lower(h.name) === lower(hallName));
  if (!hall) fail('hall', hallName ? `Зала «${hallName}» нет в этом городе.` : 'Не указан зал.');
  const filmName = text(raw.film);
  const film = filmList.find((f) => f.slug === filmName || lower(f.title) === lower(filmName));
  if (!film) fail('film', filmName ? `Фильма «${filmName}» нет в этом городе.` : 'Не указан фильм.');
  const format = text(raw.format).toUpperCase().replace('DOLBY ATMOS', 'Dolby Atmos');
  if (!(formatValues as readonly string[]).includes(format))
    fail('format', `Формат «${text(raw.format)}» не из списка: ${formatValues.join(', ')}.`);
  else if (hall && !hall.formats.includes(format))
    fail('format', `Зал «${hall.name}» не показывает ${format}.`);
  const price = parsePrice(raw.price);
  if (price === null) fail('price', `Цена «${text(raw.price)}» не читается (число, BYN).`);
  const ticket = text(raw.ticketUrl);
  const ticketUrl = ticket ? parseUrl(ticket) : null;
  if (ticket && !ticketUrl) fail('ticketUrl', `Адрес «${ticket}» не похож на ссылку.`);
  const soldOut = parseBoolean(raw.soldOut);
  if (soldOut === null) fail('soldOut', `«${text(raw.soldOut)}»: ожидается да/нет.`);
  const externalId = text(raw.id) || null;
  if (externalId && externalId.length > 200) fail('id', 'Слишком длинный id.');
  if (errors.length > 0) return { errors };
  return {
    errors,
    wanted: {
      film: film!,
      hall: hall!,
      day: day!,
      time: time!,
      startsAt: sessionStart(day!, time!),
      format,
      priceKopecks: Math.round(price! * 100),
      ticketUrl,
      soldOut: soldOut!,
      externalId,
    },
  };
}

const values = (wanted: Wanted): StoredValues => ({
  filmId: wanted.film.id,
  hallId: wanted.hall.id,
  startsAt: wanted.startsAt.toISOString(),
  cinemaDay: wanted.day,
  format: wanted.format,
  priceKopecks: wanted.priceKopecks,
  ticketUrl: wanted.ticketUrl,
  soldOut: wanted.soldOut,
  externalId: wanted.externalId,
  wheelchair: wanted.hall.accessible,
});

const money = (kopecks: number) => `${(kopecks / 100).toFixed(2)} BYN`;
const timeOfRow = (row: SessionRow) =>
  new Intl.DateTimeFormat('ru', { timeZone: 'Europe/Minsk', hour: '2-digit', minute: '2-digit' }).format(
    row.startsAt,
  );

/** What a stored session would change into: the fields that differ, as people read them. */
function differences(
  row: SessionRow,
  wanted: Wanted,
  filmsById: Map<number, FilmRow>,
  hallsById: Map<number, HallRow>,
) {
  const changes: SessionImportRow['changes'] = [];
  const add = (field: string, from: string | null, to: string | null) => {
    if (from !== to) changes.push({ field, from, to });
  };
  add('film', filmsById.get(row.filmId)?.title ?? null, wanted.film.title);
  add('hall', hallsById.get(row.hallId)?.name ?? null, wanted.hall.name);
  add('date', row.cinemaDay, wanted.day);
  add('time', timeOfRow(row), wanted.time);
  add('format', row.format, wanted.format);
  add('price', money(row.priceKopecks), money(wanted.priceKopecks));
  add('ticketUrl', row.ticketUrl, wanted.ticketUrl);
  add('soldOut', row.soldOut ? 'да' : 'нет', wanted.soldOut ? 'да' : 'нет');
  return changes;
}

function rowValues(
  row: SessionRow,
  filmsById: Map<number, FilmRow>,
  hallsById: Map<number, HallRow>,
): SessionImportRow['values'] {
  const film = filmsById.get(row.filmId);
  const hall = hallsById.get(row.hallId);
  if (!film || !hall) return null;
  return {
    day: row.cinemaDay,
    time: timeOfRow(row),
    hall: { slug: hall.slug, name: hall.name },
    film: { slug: film.slug, title: film.title },
    format: row.format as NonNullable<SessionImportRow['values']>['format'],
    price: row.priceKopecks / 100,
    ticketUrl: row.ticketUrl,
    soldOut: row.soldOut,
  };
}

/**
 * Reads the file and works out what applying it would do: each row an addition, a change, unchanged or an error, and
 * every stored session of the (hall, cinema day) pairs the file names that it does not list, a removal. Stored as a
 * preview; nothing else changes.
 */
export async function previewImport(
  ctx: EditContext,
  input: SessionImportInput,
): Promise<SessionImportPreview> {
  const file = readFile(input);
  if (file.length === 0)
    throw new InvalidInputError([{ field: 'body.content', message: 'В файле нет сеансов.' }]);
  if (file.length > MAX_ROWS)
    throw new InvalidInputError([
      { field: 'body.content', message: `Не больше ${MAX_ROWS} сеансов за раз.` },
    ]);
  const [hallList, filmList] = await Promise.all([
    ctx.db.select().from(halls).where(eq(halls.town, ctx.town)),
    ctx.db.select().from(films).where(eq(films.town, ctx.town)),
  ]);
  const hallsById = new Map(hallList.map((h) => [h.id, h]));
  const filmsById = new Map(filmList.map((f) => [f.id, f]));
  const read = file.map((row) => ({ ...row, ...readRow(row.raw, hallList, filmList) }));

  // Two rows for one hall and start: the later one is an error.
  const seen = new Map<string, number>();
  for (const row of read) {
    if (!row.wanted) continue;
    const key = `${row.wanted.hall.id}|${row.wanted.startsAt.getTime()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      row.errors.push({ field: 'time', message: `Повторяет сеанс из записи ${first} (тот же зал и время).` });
      row.wanted = undefined;
    } else seen.set(key, row.row);
  }

  const covered = new Map<number, Set<string>>();
  for (const row of read) {
    if (!row.wanted) continue;
    const days = covered.get(row.wanted.hall.id) ?? new Set<string>();
    days.add(row.wanted.day);
    covered.set(row.wanted.hall.id, days);
  }
  const externalIds = read.flatMap((row) => (row.wanted?.externalId ? [row.wanted.externalId] : []));
  const existing = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.town, ctx.town),
        or(
          ...[...covered].map(([hallId, days]) =>
            and(eq(sessions.hallId, hallId), inArray(sessions.cinemaDay, [...days])),
          ),
          ...(externalIds.length > 0 ? [inArray(sessions.externalId, externalIds)] : []),
        ),
      ),
    );
  const byExternal = new Map(existing.filter((s) => s.externalId).map((s) => [s.externalId!, s]));
  const bySlot = new Map(existing.map((s) => [`${s.hallId}|${s.startsAt.getTime()}`, s]));
  const matched = new Set<string>();

  const rows: SessionImportRow[] = [];
  const operations: Operation[] = [];
  for (const row of read) {
    const base = { line: row.line, row: row.row };
    if (!row.wanted) {
      rows.push({ ...base, action: 'error', sessionId: null, values: null, changes: [], errors: row.errors });
      continue;
    }
    const wanted = row.wanted;
    const preview: SessionImportRow['values'] = {
      day: wanted.day,
      time: wanted.time,
      hall: { slug: wanted.hall.slug, name: wanted.hall.name },
      film: { slug: wanted.film.slug, title: wanted.film.title },
      format: wanted.format as NonNullable<SessionImportRow['values']>['format'],
      price: wanted.priceKopecks / 100,
      ticketUrl: wanted.ticketUrl,
      soldOut: wanted.soldOut,
    };
    const current =
      (wanted.externalId ? byExternal.get(wanted.externalId) : undefined) ??
      bySlot.get(`${wanted.hall.id}|${wanted.startsAt.getTime()}`);
    if (!current || matched.has(current.id)) {
      rows.push({ ...base, action: 'add', sessionId: null, values: preview, changes: [], errors: [] });
      operations.push({ type: 'add', values: values(wanted) });
      continue;
    }
    matched.add(current.id);
    const changes = differences(current, wanted, filmsById, hallsById);
    const sameId = (current.externalId ?? null) === wanted.externalId || wanted.externalId === null;
    if (changes.length === 0 && sameId && current.source !== 'demo') {
      rows.push({
        ...base,
        action: 'unchanged',
        sessionId: current.id,
        values: preview,
        changes,
        errors: [],
      });
      continue;
    }
    rows.push({ ...base, action: 'change', sessionId: current.id, values: preview, changes, errors: [] });
    operations.push({
      type: 'change',
      id: current.id,
      updatedAt: current.updatedAt.toISOString(),
      values: { ...values(wanted), externalId: wanted.externalId ?? current.externalId },
    });
  }
  for (const session of existing) {
    if (matched.has(session.id)) continue;
    if (!covered.get(session.hallId)?.has(session.cinemaDay)) continue;
    rows.push({
      line: null,
      row: null,
      action: 'remove',
      sessionId: session.id,
      values: rowValues(session, filmsById, hallsById),
      changes: [],
      errors: [],
    });
    operations.push({ type: 'remove', id: session.id, updatedAt: session.updatedAt.toISOString() });
  }
  const counts = { add: 0, change: 0, remove: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.action]++;
  const id = randomUUID();
  const expiresAt = new Date(ctx.now.getTime() + PREVIEW_TTL_MS);
  const result: SessionImportPreview = {
    id,
    expiresAt: expiresAt.toISOString(),
    fileName: input.fileName ?? null,
    rows,
    counts,
    canApply: counts.error === 0,
  };
  await ctx.db.insert(sessionImports).values({
    id,
    town: ctx.town,
    createdBy: ctx.staff.id,
    createdAt: ctx.now,
    expiresAt,
    fileName: input.fileName ?? null,
    plan: { preview: result, operations } satisfies Plan,
  });
  return result;
}

/** Applies a preview exactly, in one transaction; refused when it had errors, expired, was applied or went stale. */
export async function applyImport(ctx: EditContext, importId: string): Promise<SessionImportResult> {
  const [stored] = await ctx.db
    .select()
    .from(sessionImports)
    .where(and(eq(sessionImports.town, ctx.town), eq(sessionImports.id, importId)));
  if (!stored) throw new NotFoundError('Такого предпросмотра импорта нет.');
  const plan = stored.plan as Plan;
  if (stored.appliedAt) throw new ConflictError('Этот импорт уже применён.');
  if (stored.expiresAt <= ctx.now) throw new ConflictError('Предпросмотр устарел: загрузите файл ещё раз.');
  if (!plan.preview.canApply)
    throw new ConflictError(
      `В файле есть ошибки (${plan.preview.counts.error}): исправьте их и загрузите файл снова.`,
    );
  const result = await ctx.db.transaction(async (tx) => {
    const touched = plan.operations.flatMap((op) => (op.type === 'add' ? [] : [op.id]));
    const current = new Map(
      (touched.length > 0 ? await tx.select().from(sessions).where(inArray(sessions.id, touched)) : []).map(
        (row) => [row.id, row],
      ),
    );
    const stale = () => new ConflictError('Сеансы изменились после предпросмотра: загрузите файл ещё раз.');
    const counts = { added: 0, changed: 0, removed: 0 };
    const days = new Map<number, Set<string>>();
    for (const op of plan.operations) {
      if (op.type !== 'add') {
        const row = current.get(op.id);
        if (!row || row.updatedAt.toISOString() !== op.updatedAt) throw stale();
      }
      if (op.type === 'remove') {
        await tx.delete(sessions).where(eq(sessions.id, op.id));
        counts.removed++;
        continue;
      }
      const v = op.values;
      const columns = {
        filmId: v.filmId,
        hallId: v.hallId,
        startsAt: new Date(v.startsAt),
        cinemaDay: v.cinemaDay,
        format: v.format,
        priceKopecks: v.priceKopecks,
        ticketUrl: v.ticketUrl,
        soldOut: v.soldOut,
        externalId: v.externalId,
        wheelchair: v.wheelchair,
        updatedAt: ctx.now,
      };
      const hallDays = days.get(v.hallId) ?? new Set<string>();
      hallDays.add(v.cinemaDay);
      days.set(v.hallId, hallDays);
      if (op.type === 'change') {
        const row = current.get(op.id)!;
        await tx
          .update(sessions)
          .set({ ...columns, ...(row.source === 'demo' ? { source: 'import' as const } : {}) })
          .where(eq(sessions.id, op.id));
        counts.changed++;
      } else {
        const [clash] = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.hallId, v.hallId), eq(sessions.startsAt, columns.startsAt)));
        if (clash) throw stale();
        await tx.insert(sessions).values({
          id: `${ctx.town}-${randomUUID()}`,
          town: ctx.town,
          source: 'import',
          language: 'ru',
          subtitles: null,
          audioDescription: false,
          hardOfHearingSubtitles: false,
          ...columns,
        });
        counts.added++;
      }
    }
    // The imported hall-days are staff's now: the demo schedule leaves them alone.
    for (const [hallId, hallDays] of days) await takeOverFromDemo(tx as typeof ctx.db, hallId, [...hallDays]);
    await tx.update(sessionImports).set({ appliedAt: ctx.now }).where(eq(sessionImports.id, importId));
    return counts;
  });
  await bumpVersion(ctx.db, ctx.town, ctx.now);
  await audit(ctx, {
    kind: 'session',
    itemId: importId,
    summary: `Импорт сеансов${stored.fileName ? ` «${stored.fileName}»` : ''}: добавлено ${result.added}, изменено ${result.changed}, удалено ${result.removed}`,
  });
  return result;
}

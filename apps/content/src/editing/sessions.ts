// Sessions as staff keep them: a hall's week, add/change/delete, copy a day or a week; the demo schedule steps aside
// (a hall-day staff touch keeps the demo's sessions as theirs; one they copy or import into is replaced).
import { randomUUID } from 'node:crypto';
import {
  addDays,
  CINEMA_DAY_STARTS_AT_HOUR,
  formatDay,
  localInstant,
  minutesOfDay,
  toLocalIso,
} from '@kino/api/cinema-time';
import type { AdminSession, SessionCopyInput, SessionCopyResult, SessionInput } from '@kino/api/types';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { films, halls, sessions, siteInfo } from '#src/db/schema.ts';
import { type InvalidField, InvalidInputError, NotFoundError } from '#src/publishing/errors.ts';
import { sessionTicketUrl } from '#src/publishing/schedule.ts';
import { audit, bumpVersion, type EditContext } from './context.ts';
import { assertNoOverlaps } from './session-overlaps.ts';

type Read = Pick<EditContext, 'db' | 'town'>;
type SessionRow = typeof sessions.$inferSelect;
type FilmRow = typeof films.$inferSelect;
type HallRow = typeof halls.$inferSelect;

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_START = CINEMA_DAY_STARTS_AT_HOUR * 60;

/** Minutes from the cinema day's local midnight: 00:45 after a day's evening is 24 * 60 + 45. */
export function cinemaMinutes(time: string): number {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const minutes = hh * 60 + mm;
  return minutes < DAY_START ? minutes + 24 * 60 : minutes;
}

export const sessionStart = (day: string, time: string) => localInstant(day, cinemaMinutes(time));

export const timeOf = (startsAt: Date) => {
  const minutes = minutesOfDay(startsAt);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};

const priceKopecks = (byn: number) => Math.round(byn * 100);

async function ticketTemplate(ctx: Read): Promise<string | null> {
  const [row] = await ctx.db
    .select({ template: siteInfo.ticketUrlTemplate })
    .from(siteInfo)
    .where(eq(siteInfo.town, ctx.town));
  return row?.template ?? null;
}

function sessionDto(
  row: SessionRow,
  film: Pick<FilmRow, 'id' | 'slug' | 'title' | 'status' | 'durationMin'>,
  hall: Pick<HallRow, 'id' | 'slug' | 'name'>,
  town: string,
  template: string | null,
): AdminSession {
  return {
    id: row.id,
    film: {
      id: film.id,
      slug: film.slug,
      title: film.title,
      status: film.status,
      durationMin: film.durationMin,
    },
    hall: { id: hall.id, slug: hall.slug, name: hall.name },
    day: row.cinemaDay,
    time: timeOf(row.startsAt),
    startsAt: toLocalIso(row.startsAt),
    format: row.format as AdminSession['format'],
    price: row.priceKopecks / 100,
    ticketUrl: row.ticketUrl,
    effectiveTicketUrl: sessionTicketUrl(town, row, template),
    soldOut: row.soldOut,
    language: row.language,
    subtitles: row.subtitles,
    wheelchair: row.wheelchair,
    audioDescription: row.audioDescription,
    hardOfHearingSubtitles: row.hardOfHearingSubtitles,
    sensoryFriendly: row.sensoryFriendly,
    parentAndBaby: row.parentAndBaby,
    source: row.source,
    externalId: row.externalId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readSessions(ctx: Read, where: SQL[]): Promise<AdminSession[]> {
  const [rows, template] = await Promise.all([
    ctx.db
      .select({ session: sessions, film: films, hall: halls })
      .from(sessions)
      .innerJoin(films, eq(films.id, sessions.filmId))
      .innerJoin(halls, eq(halls.id, sessions.hallId))
      .where(and(eq(sessions.town, ctx.town), ...where))
      .orderBy(asc(sessions.startsAt), asc(halls.position)),
    ticketTemplate(ctx),
  ]);
  return rows.map(({ session, film, hall }) => sessionDto(session, film, hall, ctx.town, template));
}

export interface SessionQuery {
  from: string;
  days: number;
  hall?: number;
  film?: number;
}

export async function listSessions(ctx: Read, query: SessionQuery) {
  const where: SQL[] = [
    gte(sessions.cinemaDay, query.from),
    lte(sessions.cinemaDay, addDays(query.from, query.days - 1)),
  ];
  if (query.hall) where.push(eq(sessions.hallId, query.hall));
  if (query.film) where.push(eq(sessions.filmId, query.film));
  return { items: await readSessions(ctx, where) };
}

export async function getSession(ctx: Read, id: string): Promise<AdminSession> {
  const [session] = await readSessions(ctx, [eq(sessions.id, id)]);
  if (!session) throw new NotFoundError(`Сеанса ${id} нет в этом городе.`);
  return session;
}

/** The film and the hall of a session's input, both of this town, and the format the hall can show. */
async function checkInput(ctx: Read, input: SessionInput) {
  const errors: InvalidField[] = [];
  const [[film], [hall]] = await Promise.all([
    ctx.db
      .select()
      .from(films)
      .where(and(eq(films.town, ctx.town), eq(films.id, input.film))),
    ctx.db
      .select()
      .from(halls)
      .where(and(eq(halls.town, ctx.town), eq(halls.id, input.hall))),
  ]);
  if (!film) errors.push({ field: 'body.film', message: 'Такого фильма нет в этом городе.' });
  if (!hall) errors.push({ field: 'body.hall', message: 'Такого зала нет в этом городе.' });
  if (hall && !hall.formats.includes(input.format))
    errors.push({
      field: 'body.format',
      message: `Зал «${hall.name}» не показывает ${input.format}: ${hall.formats.join(', ')}.`,
    });
  if (errors.length > 0) throw new InvalidInputError(errors);
  return { film: film!, hall: hall! };
}

/** The columns of a session from staff input (everything but id, town and source). */
function sessionValues(input: SessionInput, hall: HallRow, now: Date) {
  return {
    filmId: input.film,
    hallId: input.hall,
    startsAt: sessionStart(input.day, input.time),
    cinemaDay: input.day,
    format: input.format,
    language: input.language ?? 'ru',
    subtitles: input.subtitles ?? null,
    wheelchair: hall.accessible,
    audioDescription: input.audioDescription ?? false,
    hardOfHearingSubtitles: input.hardOfHearingSubtitles ?? false,
    sensoryFriendly: input.sensoryFriendly ?? false,
    parentAndBaby: input.parentAndBaby ?? false,
    priceKopecks: priceKopecks(input.price),
    soldOut: input.soldOut,
    ticketUrl: input.ticketUrl,
    updatedAt: now,
  };
}

/**
 * A hall's cinema day staff add a session to, or change one of, becomes theirs as staff see it: the demo schedule's
 * sessions there are kept as staff sessions (the daily rebuild leaves a staff hall-day alone), so nothing on the
 * screen disappears behind the one session they touched.
 */
export async function adoptFromDemo(db: Db, hallId: number, days: string[]): Promise<void> {
  if (days.length === 0) return;
  await db
    .update(sessions)
    .set({ source: 'staff' })
    .where(and(eq(sessions.hallId, hallId), inArray(sessions.cinemaDay, days), eq(sessions.source, 'demo')));
}

/**
 * A hall's cinema day that a copy or an import fills is what the copy or the file says: the demo schedule's sessions
 * there go (their count is reported).
 */
export async function takeOverFromDemo(db: Db, hallId: number, days: string[]): Promise<number> {
  if (days.length === 0) return 0;
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.hallId, hallId), inArray(sessions.cinemaDay, days), eq(sessions.source, 'demo')))
    .returning({ id: sessions.id });
  return removed.length;
}

const describe = (film: { title: string }, hall: { name: string }, day: string, time: string) =>
  `Сеанс «${film.title}» ${formatDay(day)} ${time}, ${hall.name}`;

export async function createSession(ctx: EditContext, input: SessionInput): Promise<AdminSession> {
  const { film, hall } = await checkInput(ctx, input);
  const values = sessionValues(input, hall, ctx.now);
  const id = `${ctx.town}-${randomUUID()}`;
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await adoptFromDemo(db, hall.id, [input.day]);
    await db.insert(sessions).values({ id, town: ctx.town, source: 'staff', ...values });
    await assertNoOverlaps(db, hall.id, [input.day], new Set([id]));
  });
  await bumpVersion(ctx.db, ctx.town, ctx.now);
  const session = await getSession(ctx, id);
  await audit(ctx, {
    kind: 'session',
    itemId: id,
    summary: `${describe(film, hall, input.day, input.time)}: добавлен`,
    after: session,
  });
  return session;
}

export async function updateSession(
  ctx: EditContext,
  id: string,
  input: SessionInput,
): Promise<AdminSession> {
  const before = await getSession(ctx, id);
  const { film, hall } = await checkInput(ctx, input);
  const values = sessionValues(input, hall, ctx.now);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // Both hall-days, the one it leaves and the one it joins: the daily rebuild must not put it back where it was.
    await adoptFromDemo(db, before.hall.id, [before.day]);
    await adoptFromDemo(db, hall.id, [input.day]);
    await db
      .update(sessions)
      .set(values)
      .where(and(eq(sessions.town, ctx.town), eq(sessions.id, id)));
    await assertNoOverlaps(db, hall.id, [input.day], new Set([id]));
  });
  await bumpVersion(ctx.db, ctx.town, ctx.now);
  const after = await getSession(ctx, id);
  await audit(ctx, {
    kind: 'session',
    itemId: id,
    summary: `${describe(film, hall, input.day, input.time)}: изменён`,
    before,
    after,
  });
  return after;
}

export async function deleteSession(ctx: EditContext, id: string): Promise<void> {
  const before = await getSession(ctx, id);
  // The hall-day is staff's from now on: the daily rebuild must not bring the deleted session back.
  await adoptFromDemo(ctx.db, before.hall.id, [before.day]);
  await ctx.db.delete(sessions).where(and(eq(sessions.town, ctx.town), eq(sessions.id, id)));
  await bumpVersion(ctx.db, ctx.town, ctx.now);
  await audit(ctx, {
    kind: 'session',
    itemId: id,
    summary: `${describe(before.film, before.hall, before.day, before.time)}: удалён`,
    before,
  });
}

/**
 * The sessions of `days` cinema days of a hall, copied to as many days from `to` at the same times. The demo schedule's
 * sessions there go; with `replace`, every session there goes. A copy identical to a session already there (same film
 * and start) is skipped; one that overlaps another session refuses the whole copy (nothing changes), naming both.
 */
export async function copySessions(ctx: EditContext, input: SessionCopyInput): Promise<SessionCopyResult> {
  const [hall] = await ctx.db
    .select()
    .from(halls)
    .where(and(eq(halls.town, ctx.town), eq(halls.id, input.hall)));
  if (!hall) throw new NotFoundError('Такого зала нет в этом городе.');
  if (input.from === input.to)
    throw new InvalidInputError([{ field: 'body.to', message: 'Скопируйте на другой день.' }]);
  const sourceDays = Array.from({ length: input.days }, (_, i) => addDays(input.from, i));
  const targetDays = Array.from({ length: input.days }, (_, i) => addDays(input.to, i));
  const overlapping = sourceDays.some((day) => targetDays.includes(day));
  if (overlapping && input.replace)
    throw new InvalidInputError([
      { field: 'body.to', message: 'С заменой копируйте на дни, которые не входят в копируемые.' },
    ]);
  const { created, skipped, removed } = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const source = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.hallId, hall.id), inArray(sessions.cinemaDay, sourceDays)))
      .orderBy(asc(sessions.startsAt));
    let removed = 0;
    if (input.replace) {
      const gone = await db
        .delete(sessions)
        .where(and(eq(sessions.hallId, hall.id), inArray(sessions.cinemaDay, targetDays)))
        .returning({ id: sessions.id });
      removed += gone.length;
    }
    removed += await takeOverFromDemo(db, hall.id, targetDays);
    const there = new Set(
      (
        await db
          .select({ startsAt: sessions.startsAt, filmId: sessions.filmId })
          .from(sessions)
          .where(and(eq(sessions.hallId, hall.id), inArray(sessions.cinemaDay, targetDays)))
      ).map((row) => `${row.filmId}|${row.startsAt.getTime()}`),
    );
    const created: string[] = [];
    let skipped = 0;
    for (const row of source) {
      const shift = sourceDays.indexOf(row.cinemaDay);
      const day = targetDays[shift]!;
      const minutes = Math.round(
        (row.startsAt.getTime() - localInstant(row.cinemaDay, 0).getTime()) / 60_000,
      );
      const startsAt = localInstant(day, minutes);
      if (there.has(`${row.filmId}|${startsAt.getTime()}`)) {
        skipped++;
        continue;
      }
      there.add(`${row.filmId}|${startsAt.getTime()}`);
      const id = `${ctx.town}-${randomUUID()}`;
      const {
        id: _id,
        startsAt: _s,
        cinemaDay: _d,
        source: _src,
        externalId: _e,
        updatedAt: _u,
        ...rest
      } = row;
      await db.insert(sessions).values({
        ...rest,
        id,
        startsAt,
        cinemaDay: day,
        source: 'staff',
        externalId: null,
        updatedAt: ctx.now,
      });
      created.push(id);
    }
    await assertNoOverlaps(db, hall.id, targetDays, new Set(created), 'body.to');
    return { created, skipped, removed };
  });
  await bumpVersion(ctx.db, ctx.town, ctx.now);
  await audit(ctx, {
    kind: 'session',
    itemId: null,
    summary: `Сеансы зала «${hall.name}»: ${input.days === 1 ? 'день' : `${input.days} дн.`} с ${formatDay(input.from)} скопированы на ${formatDay(input.to)} (${created.length} добавлено, ${skipped} пропущено, ${removed} удалено)`,
  });
  return {
    copied: created.length,
    skipped,
    removed,
    items: created.length > 0 ? await readSessions(ctx, [inArray(sessions.id, created)]) : [],
  };
}

// The rolling demo schedule: seven cinema days from today (Europe/Minsk), rebuilt when a new cinema day begins. It only
// ever creates and deletes `demo` sessions of demo films, and leaves a hall's cinema day to staff once they put a
// session there.
import { addDays, localInstant, weekday } from '@kino/api/cinema-time';
import { CHILDREN_CATEGORY } from '@kino/api/enums';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { contentState, events, films, halls, sessions } from '#src/db/schema.ts';
import { hashString, rng } from './random.ts';

export const SCHEDULE_DAYS = 7;
const TICKETS = 'https://tickets.kino.example';

type FilmRow = typeof films.$inferSelect;
type HallRow = typeof halls.$inferSelect;
type SessionRow = typeof sessions.$inferInsert;

const ORIGINAL_LANGUAGE: Record<string, string> = {
  США: 'en',
  Великобритания: 'en',
  Канада: 'en',
  'Новая Зеландия': 'en',
  Франция: 'fr',
  Бельгия: 'fr',
  Италия: 'it',
  Норвегия: 'no',
  Испания: 'es',
};

const isChildren = (film: FilmRow) => film.categories.includes(CHILDREN_CATEGORY);
const minAge = (film: FilmRow) => Number.parseInt(film.ageRating, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** The weekdays (0 = Sunday) of the sensory-friendly mornings, and the hour (in minutes) those mornings end. */
const SENSORY_FRIENDLY_DAYS = [0, 3, 6];
const MORNING_ENDS = 13 * 60;

/** Which of the film's formats this hall shows it in (the most special one the hall has). */
function pickFormat(film: FilmRow, hall: HallRow, random: number): string | null {
  const common = film.formats.filter((format) => hall.formats.includes(format));
  if (common.length === 0) return null;
  const special = common.filter((format) => format !== '2D');
  // Some sessions of a 3D/IMAX film stay 2D, as in real cinemas.
  if (special.length > 0 && (random < 0.7 || !common.includes('2D'))) return special[special.length - 1]!;
  return common.includes('2D') ? '2D' : common[0]!;
}

function priceKopecks(town: string, day: string, minutes: number, format: string): number {
  const wd = weekday(day);
  let byn = minutes < 12 * 60 ? 7 : minutes < 17 * 60 ? 9 : 12;
  if (wd === 0 || wd === 6 || (wd === 5 && minutes >= 17 * 60)) byn += 2;
  if (format === '3D') byn += 2;
  if (format === 'IMAX') byn += 6;
  if (format === 'Dolby Atmos') byn += 1;
  const amount = town === 'main' ? byn : byn * 0.8;
  return Math.round(amount * 2) * 50;
}

function canShow(film: FilmRow, hall: HallRow, minutes: number): boolean {
  const audience = (hall.details as { audience?: string }).audience ?? 'all';
  if (audience === 'children' && !isChildren(film)) return false;
  if (audience === 'arthouse' && isChildren(film)) return false;
  if (isChildren(film) && minutes >= 19 * 60) return false;
  if (minAge(film) >= 18 && minutes < 17 * 60) return false;
  if (minAge(film) >= 16 && minutes < 12 * 60) return false;
  return true;
}

/** The sessions of one cinema day in one town; the same input always gives the same sessions. */
export function generateDay(
  town: string,
  day: string,
  filmRows: FilmRow[],
  hallRows: HallRow[],
): SessionRow[] {
  const wd = weekday(day);
  const lateNight = wd === 5 || wd === 6;
  const weekend = wd === 0 || wd === 6;
  // Children's matinees on the days of the sensory-friendly mornings (markSpecialScreenings), so each such day has one.
  const matineeDay = SENSORY_FRIENDLY_DAYS.includes(wd);
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  const eligible = filmRows.filter((film) => !film.premiereDate || film.premiereDate <= day);
  const counts = new Map<number, number>();
  const rows: SessionRow[] = [];

  hallRows.forEach((hall, hallIndex) => {
    const random = rng(`${town}|${day}|${hall.slug}`);
    const opensAt = town === 'rechitsa' && !weekend ? 12 * 60 : 10 * 60;
    // Friday and Saturday nights run past midnight: those sessions belong to the evening's cinema day.
    const lastStart = lateNight && hallIndex < 2 ? 25 * 60 + 15 : 23 * 60 + 15;
    let cursor = opensAt + Math.floor(random() * 5) * 5;
    let previous = -1;
    while (cursor <= lastStart) {
      const candidates = eligible.filter(
        (film) => film.id !== previous && canShow(film, hall, cursor) && pickFormat(film, hall, 0) !== null,
      );
      if (candidates.length === 0) {
        cursor += 30;
        continue;
      }
      let best = candidates[0]!;
      let bestScore = Number.POSITIVE_INFINITY;
      for (const film of candidates) {
        const featured = (hashString(film.slug) + dayNumber) % 3 === 0;
        const matinee = matineeDay && cursor < MORNING_ENDS && isChildren(film);
        const score =
          ((counts.get(film.id) ?? 0) + 1) / film.weight -
          (featured ? 1.2 : 0) -
          (matinee ? 1.5 : 0) +
          random() * 0.35;
        if (score < bestScore) {
          bestScore = score;
          best = film;
        }
      }
      const start = Math.ceil(cursor / 5) * 5;
      rows.push(makeSession(town, day, start, best, hall, random()));
      counts.set(best.id, (counts.get(best.id) ?? 0) + 1);
      previous = best.id;
      cursor = start + best.durationMin + 15 + Math.floor(random() * 4) * 5;
    }
  });
  return rows;
}

/**
 * The sessions of the seven days from `today`. Every film on release gets at least one session in the window: a
 * film the rotation left out takes over a slot of the most-shown film that fits its length and audience.
 */
export function generateWindow(
  town: string,
  today: string,
  filmRows: FilmRow[],
  hallRows: HallRow[],
): SessionRow[] {
  const days = Array.from({ length: SCHEDULE_DAYS }, (_, i) => addDays(today, i));
  const rows = days.flatMap((day) => generateDay(town, day, filmRows, hallRows));
  const filmById = new Map(filmRows.map((film) => [film.id, film]));
  const hallById = new Map(hallRows.map((hall) => [hall.id, hall]));
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.filmId, (counts.get(row.filmId) ?? 0) + 1);
  const lastDay = days[days.length - 1]!;
  for (const film of filmRows) {
    if (counts.has(film.id) || (film.premiereDate !== null && film.premiereDate > lastDay)) continue;
    const order = rows
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => !film.premiereDate || row.cinemaDay >= film.premiereDate)
      .sort((a, b) => (counts.get(b.row.filmId) ?? 0) - (counts.get(a.row.filmId) ?? 0));
    for (const { row, index } of order) {
      const current = filmById.get(row.filmId)!;
      const hall = hallById.get(row.hallId)!;
      const minutes = Math.round(
        (row.startsAt.getTime() - localInstant(row.cinemaDay, 0).getTime()) / 60_000,
      );
      if ((counts.get(current.id) ?? 0) < 3 || film.durationMin > current.durationMin + 10) continue;
      if (!canShow(film, hall, minutes) || pickFormat(film, hall, 0) === null) continue;
      rows[index] = makeSession(town, row.cinemaDay, minutes, film, hall, (hashString(row.id) % 100) / 100);
      counts.set(current.id, (counts.get(current.id) ?? 0) - 1);
      counts.set(film.id, 1);
      break;
    }
  }
  markSpecialScreenings(rows, filmById);
  return rows;
}

const minutesInDay = (row: SessionRow) =>
  Math.round((row.startsAt.getTime() - localInstant(row.cinemaDay, 0).getTime()) / 60_000);

/**
 * Special screenings, as cinemas schedule them: a sensory-friendly morning of a children's film on Wednesdays and
 * weekends, and a parent-and-baby daytime session of a film for grown-ups on Tuesdays and Thursdays (the first
 * one of the day that fits, so the same day always gets the same ones).
 */
function markSpecialScreenings(rows: SessionRow[], filmById: Map<number, FilmRow>): void {
  const byDay = new Map<string, SessionRow[]>();
  for (const row of rows) byDay.set(row.cinemaDay, [...(byDay.get(row.cinemaDay) ?? []), row]);
  for (const [day, dayRows] of byDay) {
    const wd = weekday(day);
    const inOrder = [...dayRows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    if (SENSORY_FRIENDLY_DAYS.includes(wd)) {
      const sensory = inOrder.find((row) => {
        const film = filmById.get(row.filmId);
        return film && isChildren(film) && minutesInDay(row) < MORNING_ENDS && row.language === 'ru';
      });
      if (sensory) sensory.sensoryFriendly = true;
    }
    if (wd === 2 || wd === 4) {
      const baby = inOrder.find((row) => {
        const film = filmById.get(row.filmId);
        const m = minutesInDay(row);
        return film && !isChildren(film) && minAge(film) <= 16 && m >= 11 * 60 && m < 15 * 60;
      });
      if (baby) baby.parentAndBaby = true;
    }
  }
}

function makeSession(
  town: string,
  day: string,
  minutes: number,
  film: FilmRow,
  hall: HallRow,
  random: number,
) {
  const format = pickFormat(film, hall, random)!;
  const clock = `${pad(Math.floor(minutes / 60) % 24)}${pad(minutes % 60)}`;
  const calendarDay = minutes >= 24 * 60 ? addDays(day, 1) : day;
  const id = `${town}-${film.slug}-${calendarDay.replaceAll('-', '')}-${clock}-${hall.slug}`;
  const h = hashString(id);
  const audience = (hall.details as { audience?: string }).audience ?? 'all';
  const original = film.countries.map((country) => ORIGINAL_LANGUAGE[country]).find(Boolean);
  const inOriginal = audience === 'arthouse' && original !== undefined && !isChildren(film);
  const premiereEvening =
    film.isPremier && film.premiereDate === day && minutes >= 18 * 60 && minutes < 22 * 60;
  return {
    id,
    town,
    filmId: film.id,
    hallId: hall.id,
    startsAt: localInstant(day, minutes),
    cinemaDay: day,
    format,
    language: inOriginal ? original : 'ru',
    subtitles: inOriginal ? 'ru' : null,
    wheelchair: hall.accessible,
    audioDescription: !inOriginal && h % 23 === 0,
    hardOfHearingSubtitles: h % 11 === 0,
    // Set for the whole window by markSpecialScreenings.
    sensoryFriendly: false,
    parentAndBaby: false,
    priceKopecks: priceKopecks(town, day, minutes, format),
    soldOut: premiereEvening || h % 100 < 7,
  } satisfies SessionRow;
}

/**
 * Makes the town's schedule current for `today`: premiere dates and events move with the calendar, and the seven
 * days from today are rebuilt. Does nothing when the schedule was already built for `today`.
 */
export async function refreshSchedule(db: Db, town: string, today: string, force = false): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [state] = await tx.select().from(contentState).where(eq(contentState.town, town)).for('update');
    if (!state || (!force && state.scheduleDay === today)) return false;

    await tx
      .update(films)
      .set({ premiereDate: sql`${today}::date + ${films.premiereOffsetDays}` })
      .where(and(eq(films.town, town), isNotNull(films.premiereOffsetDays)));

    // Only demo events move with the calendar; events staff dated have no offset.
    const eventRows = await tx
      .select({
        id: events.id,
        dayOffset: events.dayOffset,
        startTime: events.startTime,
        durationMin: events.durationMin,
      })
      .from(events)
      .where(and(eq(events.town, town), isNotNull(events.dayOffset), isNotNull(events.startTime)));
    for (const event of eventRows) {
      const [hh, mm] = (event.startTime ?? '00:00').split(':').map(Number) as [number, number];
      const startsAt = localInstant(addDays(today, event.dayOffset ?? 0), hh * 60 + mm);
      const endsAt =
        event.durationMin === null ? null : new Date(startsAt.getTime() + event.durationMin * 60_000);
      await tx.update(events).set({ startsAt, endsAt }).where(eq(events.id, event.id));
    }

    const filmRows = await tx
      .select()
      .from(films)
      .where(and(eq(films.town, town), eq(films.demo, true), eq(films.status, 'published')))
      .orderBy(films.slug);
    const hallRows = await tx
      .select()
      .from(halls)
      .where(and(eq(halls.town, town), eq(halls.status, 'published')))
      .orderBy(halls.position);
    await tx.delete(sessions).where(and(eq(sessions.town, town), eq(sessions.source, 'demo')));
    // A hall's cinema day with a session staff entered or imported is theirs: no demo sessions there.
    const taken = new Set(
      (
        await tx
          .selectDistinct({ hallId: sessions.hallId, day: sessions.cinemaDay })
          .from(sessions)
          .where(and(eq(sessions.town, town), ne(sessions.source, 'demo')))
      ).map((row) => `${row.hallId}|${row.day}`),
    );
    const rows = generateWindow(town, today, filmRows, hallRows).filter(
      (row) => !taken.has(`${row.hallId}|${row.cinemaDay}`),
    );
    for (let i = 0; i < rows.length; i += 500) await tx.insert(sessions).values(rows.slice(i, i + 500));
    await tx
      .update(contentState)
      .set({ scheduleDay: today, version: sql`${contentState.version} + 1`, updatedAt: new Date() })
      .where(eq(contentState.town, town));
    return true;
  });
}

/** The demo's ticket address of a session, and the default of a town's ticket address template. */
export const ticketUrl = (town: string, sessionId: string) => `${TICKETS}/${town}/sessions/${sessionId}`;
export const defaultTicketUrlTemplate = (town: string) => `${TICKETS}/${town}/sessions/{session}`;

/** Where a session's tickets are sold: its own address, or the town's template (the demo's address without one). */
export function sessionTicketUrl(
  town: string,
  session: { id: string; ticketUrl: string | null },
  template: string | null,
): string {
  if (session.ticketUrl) return session.ticketUrl;
  return template
    ? template.replaceAll('{session}', encodeURIComponent(session.id))
    : ticketUrl(town, session.id);
}
export const eventTicketUrl = (town: string, slug: string) => `${TICKETS}/${town}/events/${slug}`;

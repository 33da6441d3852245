// The hall's timeline: a session may not start before the previous one in its hall has ended (the film's duration)
// plus the hall's cleaning time. One rule for the week grid, the copy and the import: the pure check works on a list
// (the import's preview), the stored check runs inside the writing transaction, after the writes, so it sees exactly
// what would be stored and a conflict rolls everything back.
import { addDays, DEFAULT_HALL_CLEANING_MINUTES, formatDay, formatTime } from '@kino/api/cinema-time';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { films, halls, sessions } from '#src/db/schema.ts';
import { ConflictError } from '#src/staff/errors.ts';

/** A session on the hall's timeline. */
export interface Slot {
  id: string;
  startsAt: Date;
  durationMin: number;
  film: string;
  cinemaDay: string;
}

const MINUTE = 60_000;
/** When the hall is free again after a slot. */
export const freeAt = (slot: Pick<Slot, 'startsAt' | 'durationMin'>, cleaningMin: number) =>
  new Date(slot.startsAt.getTime() + (slot.durationMin + cleaningMin) * MINUTE);

/** «Дюна» 23 ноября в 19:30 (до 22:16): a session as an overlap error names it. */
export const slotName = (slot: Slot) =>
  `«${slot.film}» ${formatDay(slot.cinemaDay)} в ${formatTime(slot.startsAt)} (до ${formatTime(
    new Date(slot.startsAt.getTime() + slot.durationMin * MINUTE),
  )})`;

/** Every pair of one hall's slots where the later one starts before the earlier has ended plus the cleaning time. */
export function overlaps(slots: readonly Slot[], cleaningMin: number): Array<[earlier: Slot, later: Slot]> {
  const sorted = [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const pairs: Array<[Slot, Slot]> = [];
  for (let i = 0; i < sorted.length; i++) {
    const earlier = sorted[i]!;
    const free = freeAt(earlier, cleaningMin).getTime();
    for (let j = i + 1; j < sorted.length && sorted[j]!.startsAt.getTime() < free; j++)
      pairs.push([earlier, sorted[j]!]);
  }
  return pairs;
}

/** Why two slots cannot both be: the message names the other one and the hall's cleaning time. */
export function overlapMessage(other: Slot, cleaningMin: number): string {
  return `Пересекается с сеансом ${slotName(other)}: между сеансами в этом зале нужно ${cleaningMin} мин на уборку.`;
}

/** The stored sessions of a hall on cinema days (and the days either side: a late film runs into the next day). */
export async function hallSlots(
  db: Db,
  hallId: number,
  days: readonly string[],
): Promise<{ cleaningMin: number; slots: Slot[] }> {
  const around = [...new Set(days.flatMap((day) => [addDays(day, -1), day, addDays(day, 1)]))];
  const [[hall], rows] = await Promise.all([
    db.select({ cleaningMin: halls.cleaningMin }).from(halls).where(eq(halls.id, hallId)),
    around.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: sessions.id,
            startsAt: sessions.startsAt,
            cinemaDay: sessions.cinemaDay,
            durationMin: films.durationMin,
            film: films.title,
          })
          .from(sessions)
          .innerJoin(films, eq(films.id, sessions.filmId))
          .where(and(eq(sessions.hallId, hallId), inArray(sessions.cinemaDay, around))),
  ]);
  return { cleaningMin: hall?.cleaningMin ?? DEFAULT_HALL_CLEANING_MINUTES, slots: rows };
}

/**
 * After writes (inside their transaction): the hall's sessions on those days must not overlap. A conflict that
 * involves one of `written` names the other session; `field` is where the error shows (body.time for the grid).
 */
export async function assertNoOverlaps(
  db: Db,
  hallId: number,
  days: readonly string[],
  written: ReadonlySet<string>,
  field = 'body.time',
): Promise<void> {
  const { cleaningMin, slots } = await hallSlots(db, hallId, days);
  for (const [earlier, later] of overlaps(slots, cleaningMin)) {
    const mine = written.has(later.id) ? later : written.has(earlier.id) ? earlier : null;
    if (!mine) continue; // Both stored before: not this write's doing.
    const other = mine === later ? earlier : later;
    const message = `Сеанс ${slotName(mine)} пересекается с сеансом ${slotName(other)}: между сеансами в этом зале нужно ${cleaningMin} мин на уборку.`;
    throw new ConflictError(message, [{ field, message }]);
  }
}

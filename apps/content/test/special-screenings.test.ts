// Special screenings in the demo schedule and in the town's filters: what the schedule can filter by is what the
// week has.
import { weekday } from '@kino/api/cinema-time';
import { sessionFeatureValues } from '@kino/api/enums';
import type { Film, Hall, Info } from '@kino/api/types';
import { sessionFeatures } from '@kino/api/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, getJson, type Running, start } from './helpers.ts';
import { movableClock } from './staff-helpers.ts';

describe.each(DATABASES)('special screenings on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  // The demo schedule is rebuilt from each cinema day: every weekday is checked, as the suite may run on any of them.
  const clock = movableClock();
  beforeAll(async () => {
    server = await start(database, { now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  it('the demo week has sensory-friendly and parent-and-baby sessions on their days, and the info lists them, from any weekday', async () => {
    for (let day = 0; day < 7; day++, clock.advance(24 * 3600_000))
      for (const town of ['main', 'rechitsa'] as const) {
        const films = (await getJson(server.url(town, 'kino/v1/films'))).body as Film[];
        const info = ((await getJson(server.url(town, 'kino/v1/info'))).body as { data: Info }).data;
        const sessions = films.flatMap((film) => film.sessions.map((session) => ({ film, session })));
        const sensory = sessions.filter((s) => s.session.accessibility.sensoryFriendly);
        const baby = sessions.filter((s) => s.session.parentAndBaby);
        const when = `${town} on ${clock.now().toISOString()}`;
        expect(sensory.length, when).toBeGreaterThan(0);
        expect(baby.length, when).toBeGreaterThan(0);
        // Sensory-friendly mornings are for children's films, on Wednesdays and weekends; one a day at most.
        for (const { film, session } of sensory) {
          expect(film.categories.map((c) => c.slug)).toContain('dlja-detej');
          expect([0, 3, 6]).toContain(weekday(session.cinemaDay));
        }
        expect(new Set(sensory.map((s) => s.session.cinemaDay)).size).toBe(sensory.length);
        for (const { film, session } of baby) {
          expect(film.categories.map((c) => c.slug)).not.toContain('dlja-detej');
          expect([2, 4]).toContain(weekday(session.cinemaDay));
        }
        const present = new Set(sessions.flatMap((s) => sessionFeatures(s.session)));
        expect(info.filters.features, when).toEqual(sessionFeatureValues.filter((f) => present.has(f)));
        expect(info.filters.features).toContain('sensory-friendly');
        expect(info.filters.features).toContain('parent-and-baby');
        // «Доступная среда»: the sessions of the halls with wheelchair places, and only those.
        const halls = (await getJson(server.url(town, 'kino/v1/hall'))).body as Hall[];
        const accessible = new Set(halls.filter((h) => h.accessible).map((h) => h.slug));
        expect(accessible.size, town).toBeGreaterThan(0);
        expect(info.filters.features).toContain('wheelchair');
        for (const { session } of sessions)
          expect(sessionFeatures(session).includes('wheelchair'), session.id).toBe(
            accessible.has(session.hall.slug),
          );
      }
  });
});

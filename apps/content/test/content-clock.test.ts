// The content clock on a real database: the cinema day with its schedule rebuild, and content versions read lazily.
import { addDays, cinemaDayOf } from '@kino/api/cinema-time';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#src/db/client.ts';
import { contentState } from '#src/db/schema.ts';
import { createContentClock } from '#src/runtime/content-clock.ts';
import { seedMissing } from '#src/seed/seed.ts';
import { DATABASES } from './helpers.ts';

describe.each(DATABASES)('content clock on $name', (testDatabase) => {
  it('rebuilds the schedule once per new cinema day and reads versions at most once a second', async () => {
    const created = await testDatabase.create();
    const database = await openDatabase(created.option);
    const errors: unknown[] = [];
    let clock = new Date();
    const content = createContentClock({
      database,
      now: () => clock,
      beforeSchedule: seedMissing,
      onError: (error) => errors.push(error),
    });
    try {
      await content.start();
      const today = cinemaDayOf(clock);
      expect(await content.today()).toBe(today);
      const before = await content.version('main');

      // Another process (the seed command) bumps the version: noticed after at most a second, not before.
      await database.db
        .update(contentState)
        .set({ version: sql`${contentState.version} + 1` })
        .where(eq(contentState.town, 'main'));
      expect(await content.version('main')).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, 1_050));
      expect(await content.version('main')).toBe(before + 1);

      // A new cinema day: concurrent callers share one rebuild, which bumps each town's version.
      const nextDay = addDays(today, 1);
      clock = new Date(`${nextDay}T07:00:00+03:00`);
      expect(await Promise.all([content.today(), content.today()])).toEqual([nextDay, nextDay]);
      const [state] = await database.db.select().from(contentState).where(eq(contentState.town, 'main'));
      expect(state).toMatchObject({ scheduleDay: nextDay, version: before + 2 });
      expect(await content.version('main')).toBe(before + 2);
      expect(errors).toEqual([]);
    } finally {
      await content.stop();
      await database.close();
      await created.drop();
    }
  });
});

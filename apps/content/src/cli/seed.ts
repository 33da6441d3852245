// `pnpm --filter @kino/content seed`: replaces the content of both towns with fresh demo content (applications stay).
import { cinemaDayOf } from '@kino/api/cinema-time';
import { TOWNS } from '@kino/api/towns';
import { refreshSchedule } from '#src/publishing/schedule.ts';
import { seedTown } from '#src/seed/seed.ts';
import { openConfiguredDatabase } from './database.ts';

const database = await openConfiguredDatabase();
try {
  const today = cinemaDayOf(new Date());
  await database.exclusive(async () => {
    for (const town of TOWNS) {
      await seedTown(database.db, town, today);
      await refreshSchedule(database.db, town, today, true);
      console.log(`Seeded ${town}: demo content, schedule from ${today}.`);
    }
  });
} finally {
  await database.close();
}

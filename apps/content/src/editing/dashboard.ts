// The workspace's start page: per town of the viewer, today's sessions, drafts waiting, new applications, e-mails
// that failed and the schedule sync — each part only for the roles that work with it.
import { cinemaDayOf } from '@kino/api/cinema-time';
import { TOWNS, type Town } from '@kino/api/towns';
import type { Dashboard, DashboardTown } from '@kino/api/types';
import { and, asc, count, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { applications, films, halls, mailOutbox, sessions } from '#src/db/schema.ts';
import type { Staff } from '#src/staff/accounts.ts';
import { COLLECTIONS } from './collections.ts';
import { findSync } from './schedule-sync.ts';
import { timeOf } from './sessions.ts';

type Drafts = NonNullable<DashboardTown['drafts']>;

async function sessionsOf(db: Db, town: Town, day: string) {
  const rows = await db
    .select({
      id: sessions.id,
      startsAt: sessions.startsAt,
      film: films.title,
      hall: halls.name,
      soldOut: sessions.soldOut,
    })
    .from(sessions)
    .innerJoin(films, eq(films.id, sessions.filmId))
    .innerJoin(halls, eq(halls.id, sessions.hallId))
    .where(and(eq(sessions.town, town), eq(sessions.cinemaDay, day)))
    .orderBy(asc(sessions.startsAt), asc(halls.name))
    .limit(100);
  return rows.map(({ startsAt, ...row }) => ({ ...row, time: timeOf(startsAt) }));
}

async function draftsOf(db: Db, town: Town): Promise<Drafts> {
  const counts = await Promise.all(
    (
      Object.entries(COLLECTIONS) as Array<
        [Drafts[number]['kind'], (typeof COLLECTIONS)[keyof typeof COLLECTIONS]]
      >
    ).map(async ([kind, def]) => {
      const [row] = await db
        .select({ n: count() })
        .from(def.table)
        .where(and(eq(def.table.town, town), eq(def.table.status, 'draft')));
      return { kind, count: row?.n ?? 0 };
    }),
  );
  return counts.filter((c) => c.count > 0);
}

async function newApplicationsOf(db: Db, town: Town) {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.town, town), eq(applications.status, 'new')));
  return row?.n ?? 0;
}

/** Outbox rows of the town (an application's or a notice) that failed at least once and still wait. */
async function failedMailsOf(db: Db, town: Town) {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .leftJoin(applications, eq(applications.id, mailOutbox.applicationId))
    .where(and(isNotNull(mailOutbox.lastError), or(eq(mailOutbox.town, town), eq(applications.town, town))));
  return row?.n ?? 0;
}

export async function dashboardOf(db: Db, staff: Staff, now: Date): Promise<Dashboard> {
  const today = cinemaDayOf(now);
  const content = staff.role === 'admin' || staff.role === 'editor';
  const inbox = staff.role === 'admin' || staff.role === 'hr';
  const towns = TOWNS.filter((town) => staff.towns.includes(town));
  return {
    towns: await Promise.all(
      towns.map(
        async (town): Promise<DashboardTown> => ({
          town,
          today,
          sessionsToday: content ? await sessionsOf(db, town, today) : null,
          drafts: content ? await draftsOf(db, town) : null,
          newApplications: inbox ? await newApplicationsOf(db, town) : null,
          failedMails: staff.role === 'admin' ? await failedMailsOf(db, town) : null,
          sync: content ? await findSync(db, town) : null,
        }),
      ),
    ),
  };
}

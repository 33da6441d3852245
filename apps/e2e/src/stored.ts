// The applications stored in a run's database, read with the content service's own schema, so the rows are typed by
// the tables they come from. Only for the storage check: the content service must be stopped first (PGlite is
// single-process), and loading it here would slow down every other test file.
import { createServer } from '@kino/content/server';

export async function readStoredApplications(dataDir: string) {
  // The service's own start-up opens the database and applies its migrations; it never listens here.
  const service = await createServer({ database: { dataDir }, seed: false, logger: false });
  try {
    return await service.database.db.query.applications.findMany({
      columns: {
        town: true,
        kind: true,
        vacancySlug: true,
        name: true,
        phone: true,
        email: true,
        cvMime: true,
        cvFilename: true,
        cvSize: true,
      },
    });
  } finally {
    await service.close();
  }
}

export type StoredApplication = Awaited<ReturnType<typeof readStoredApplications>>[number];

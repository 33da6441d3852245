// The applications stored in a run's database, read with the content service's own schema, so the rows are typed by
// the tables they come from. Only for the storage check: the content service must be stopped first (PGlite is
// single-process), and loading it here would slow down every other test file.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from '@kino/content/server';

export async function readStoredApplications(dataDir: string) {
  // The service's own start-up opens the database and applies its migrations; it never listens here.
  const service = await createServer({ database: { dataDir }, seed: false, logger: false });
  try {
    const rows = await service.database.db.query.applications.findMany({
      columns: {
        town: true,
        kind: true,
        vacancySlug: true,
        name: true,
        phone: true,
        email: true,
        cvFile: true,
        cvMime: true,
        cvFilename: true,
        cvSize: true,
        cvSha256: true,
      },
    });
    // A CV is a file beside the embedded database (decision 045): its size and hash as found on disk, null if none.
    const files = service.database.files;
    return await Promise.all(
      rows.map(async (row) => {
        const bytes =
          row.cvFile && files ? await readFile(path.join(files.root, row.cvFile)).catch(() => null) : null;
        const cvOnDisk = bytes
          ? { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
          : null;
        return { ...row, cvOnDisk };
      }),
    );
  } finally {
    await service.close();
  }
}

export type StoredApplication = Awaited<ReturnType<typeof readStoredApplications>>[number];

// One run's servers: the content service on a fresh PGlite directory and the site in front of it, both on free
// loopback ports, with everything the suite submitted remembered for the log and storage checks.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from '@kino/content/server';
import { freePort, HOST, type Managed, startContent, startSite } from './servers.ts';

export interface Stack {
  content: Managed;
  site: Managed;
  runDir: string;
  dataDir: string;
  /** Names and phones (as stored) of every application the suite sent: none may appear in a log. */
  submitted: { names: Set<string>; phones: Set<string> };
  restartContent(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `name` names the stack's logs (`test-results/<name>-content.log`, `<name>-site.log`): the suite's files run side by
 * side, and each reads its own servers' logs (the demo admin's password, the personal-data check).
 */
export async function startStack(name: string): Promise<Stack> {
  const runDir = mkdtempSync(join(tmpdir(), 'kino-faults-'));
  const dataDir = join(runDir, 'pglite');
  const sitePort = await freePort(HOST);
  const siteUrl = `http://${HOST}:${sitePort}`;
  const logName = { content: `${name}-content`, site: `${name}-site` };
  const content = await startContent({ database: { dataDir }, siteUrl, logName: logName.content });
  const site = await startSite({ port: sitePort, contentUrl: content.url, logName: logName.site });
  const stack: Stack = {
    content,
    site,
    runDir,
    dataDir,
    submitted: { names: new Set(), phones: new Set() },
    async restartContent() {
      // The same port, so the running site finds it again.
      stack.content = await startContent({
        database: { dataDir },
        siteUrl,
        port: stack.content.port,
        logName: logName.content,
      });
    },
    async stop() {
      await stack.site.stop();
      await stack.content.stop();
      if (!process.env.FAULTS_KEEP_DATA) rmSync(runDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/**
 * The stored applications, read with the content service's own schema; the service must be stopped (PGlite). A CV
 * kept as a file beside the embedded database (decision 045) comes with the file's bytes as `cvFileBytes`.
 */
export async function readApplications(database: { dataDir: string } | { url: string }) {
  const service = await createServer({ database, seed: false, logger: false });
  try {
    const rows = await service.database.db.query.applications.findMany();
    const root = service.database.files?.root;
    return rows.map((row) => {
      const path = root && row.cvFile ? join(root, row.cvFile) : null;
      return { ...row, cvFileBytes: path && existsSync(path) ? readFileSync(path) : null };
    });
  } finally {
    await service.close();
  }
}

/** Log lines (and other text) of a file that contain any of `values`. */
export function linesContaining(file: string, values: Iterable<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const needles = [...values].filter((value) => value.length >= 4);
  return text.split('\n').filter((line) => needles.some((needle) => line.includes(needle)));
}

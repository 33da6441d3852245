// kill -9 of the content service under a stream of applications, on PGlite and on PostgreSQL: every acknowledged
// application is stored, none twice. Clients retry a failed post with the same Idempotency-Key, as the site does.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { timed, uniqueName, uniquePhone } from '#src/http.ts';
import { type Managed, startContent } from '#src/servers.ts';
import { linesContaining, readApplications } from '#src/stack.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SITE = 'http://127.0.0.1:9';
const KILLS = 2;
const WORKERS = 6;

interface Database {
  name: string;
  option(): Promise<{ database: { dataDir: string } | { url: string }; drop(): Promise<void> }>;
}

const DATABASES: Database[] = [
  {
    name: 'pglite',
    async option() {
      const dir = mkdtempSync(join(tmpdir(), 'kino-faults-kill-'));
      return {
        database: { dataDir: join(dir, 'pglite') },
        drop: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          async option() {
            const admin = process.env.TEST_DATABASE_URL!;
            const name = `kino_faults_${randomBytes(5).toString('hex')}`;
            const run = async (sql: string) => {
              const client = new pg.Client({ connectionString: admin });
              await client.connect();
              await client.query(sql);
              await client.end();
            };
            await run(`CREATE DATABASE "${name}"`);
            const url = new URL(admin);
            url.pathname = `/${name}`;
            return {
              database: { url: url.toString() },
              drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
            };
          },
        },
      ]
    : []),
];

describe.each(DATABASES)('kill -9 under a stream of applications on $name', (db) => {
  it('loses no acknowledged application and stores none twice', { timeout: 180_000 }, async () => {
    const { database, drop } = await db.option();
    let content: Managed = await startContent({ database, siteUrl: SITE, logName: `kill-${db.name}` });
    const acknowledged = new Map<string, { id: string; name: string }>();
    const names = new Set<string>();
    const phones = new Set<string>();
    let stopping = false;
    let attempts = 0;
    let counter = 0;
    const worker = async (w: number) => {
      while (!stopping) {
        const key = randomUUID();
        const name = uniqueName('Кира');
        const phone = uniquePhone(w * 100_000 + ++counter).stored;
        names.add(name);
        phones.add(phone);
        const body = JSON.stringify({ name, phone, preferredTime: 'morning', consent: true });
        // The same key and body until a receipt comes back: what a client whose request died must do.
        for (;;) {
          attempts++;
          const answer = await timed(`${content.url}/main/kino/v1/orders/callback`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body,
            timeoutMs: 5_000,
          });
          if (answer.status === 201) {
            acknowledged.set(key, { id: (JSON.parse(answer.text) as { id: string }).id, name });
            break;
          }
          expect([0, 503]).toContain(answer.status);
          await sleep(100);
        }
      }
    };
    try {
      const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
      for (let kill = 0; kill < KILLS; kill++) {
        await sleep(1_500);
        content.signalGroup('SIGKILL');
        await content.exited;
        content = await startContent({
          database,
          siteUrl: SITE,
          port: content.port,
          logName: `kill-${db.name}`,
        });
      }
      await sleep(1_000);
      stopping = true;
      await Promise.all(workers);
      await content.stop();

      const rows = await readApplications(database);
      const byKey = new Map<string, number>();
      for (const row of rows)
        if (row.idempotencyKey) byKey.set(row.idempotencyKey, (byKey.get(row.idempotencyKey) ?? 0) + 1);
      const stored = new Set(rows.map((row) => row.id));
      const lost = [...acknowledged.values()].filter(({ id }) => !stored.has(id));
      const duplicated = [...byKey].filter(([, n]) => n > 1);
      const storedNames = rows.map((row) => row.name);
      expect(acknowledged.size).toBeGreaterThan(20);
      expect(lost).toEqual([]);
      expect(duplicated).toEqual([]);
      expect(storedNames.length).toBe(new Set(storedNames).size);
      expect(attempts).toBeGreaterThan(acknowledged.size);
      expect(linesContaining(content.logFile, [...names, ...phones])).toEqual([]);
    } finally {
      stopping = true;
      await content.stop();
      await drop();
    }
  });
});

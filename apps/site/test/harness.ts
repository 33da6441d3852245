// Starts the real content service (in-memory PGlite) and the built site on random ports for route tests. The site
// runs as its own process with its production command (`pnpm start`), as it is deployed: loaded inside Vitest, the
// express adapter (CommonJS) gets another copy of React Router than the build, and the build's request context fails
// its `instanceof` check on every request that is not answered from the page cache.

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type ContentClient, createContentClient } from '@kino/api/client';
import type { Town } from '@kino/api/types';
import { freePort } from '@kino/browser/ports';
import { createServer as createContentServer } from '@kino/content/server';
import { inject } from 'vitest';

type ContentServer = Awaited<ReturnType<typeof createContentServer>>;

/** What the route tests check of a stored application, read straight from the database (it proves the data got there). */
function storedApplications(content: ContentServer) {
  return content.database.db.query.applications.findMany({
    columns: {
      kind: true,
      town: true,
      name: true,
      phone: true,
      vacancySlug: true,
      cvFilename: true,
      fields: true,
    },
    orderBy: (application, { asc }) => [asc(application.receivedAt)],
  });
}

export type StoredApplication = Awaited<ReturnType<typeof storedApplications>>[number];

export interface Harness {
  site: string;
  content: string;
  /** Typed clients of the content service, one per town (the contract's types, like the site's own reads). */
  client: Record<Town, ContentClient>;
  /** Applications the content service stored, oldest first, typed by its schema. */
  applications(): Promise<StoredApplication[]>;
  /** The site's recent output (its JSON log lines), newest last. */
  siteOutput(): string;
  /** Stops the content service only: the site keeps running without it. */
  stopContent(): Promise<void>;
  close(): Promise<void>;
}

export async function startHarness(extraEnv: Record<string, string> = {}): Promise<Harness> {
  const content = await createContentServer({
    // A fresh in-memory database of its own, from the seeded snapshot test/global-setup.ts made once.
    database: { memory: true, snapshot: new Blob([readFileSync(inject('contentSnapshot'))]) },
    logger: false,
    siteUrl: 'http://localhost:3000',
    orderRateLimit: 1000,
  });
  await content.listen({ port: 0, host: '127.0.0.1' });
  const contentUrl = `http://127.0.0.1:${(content.server.address() as AddressInfo).port}`;

  const site = await startSite({
    SITE_ORIGIN: 'http://localhost:3000',
    CONTENT_URL_MAIN: `${contentUrl}/main/`,
    CONTENT_URL_RECHITSA: `${contentUrl}/rechitsa/`,
    ...extraEnv,
  });

  let contentStopped: Promise<void> | undefined;
  const stopContent = () => {
    contentStopped ??= content.close();
    return contentStopped;
  };
  return {
    site: site.url,
    content: contentUrl,
    client: {
      main: createContentClient({ baseUrl: `${contentUrl}/main/` }),
      rechitsa: createContentClient({ baseUrl: `${contentUrl}/rechitsa/` }),
    },
    applications: () => storedApplications(content),
    siteOutput: site.output,
    stopContent,
    async close() {
      await site.stop();
      await stopContent();
    },
  };
}

/** Variables of the developer's shell that would change the site under test (its own ones come from `env`). */
const SCRUBBED = /^(SITE_|CONTENT_|GTM_ID$|YM_ID$|PORT$|HOST$|NODE_ENV$|VITEST)/;

/** `pnpm start` of the site on a free port, ready once its home page answers; stop() ends its whole process group. */
async function startSite(
  env: Record<string, string>,
): Promise<{ url: string; stop(): Promise<void>; output(): string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !SCRUBBED.test(key)));
  let output = '';
  // detached: its own process group, so stop() reaches pnpm, tsx and node together.
  const child: ChildProcess = spawn('pnpm', ['start'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/`, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.ok) return { url, stop, output: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The site did not answer ${url}/ within 60 s:\n${output}`);
}

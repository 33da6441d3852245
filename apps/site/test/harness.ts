// Starts the real content service (in-memory PGlite) and the built site on random ports for route tests.

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ContentClient, createContentClient } from '@kino/api/client';
import type { Town } from '@kino/api/types';
import { createServer as createContentServer } from '@kino/content/server';

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
  close(): Promise<void>;
}

export async function startHarness(extraEnv: Record<string, string> = {}): Promise<Harness> {
  const content = await createContentServer({
    database: { memory: true },
    logger: false,
    siteUrl: 'http://localhost:3000',
    orderRateLimit: 1000,
  });
  await content.listen({ port: 0, host: '127.0.0.1' });
  const contentUrl = `http://127.0.0.1:${(content.server.address() as AddressInfo).port}`;

  // The built site reads its configuration from the environment once, when first used.
  Object.assign(process.env, {
    NODE_ENV: 'production',
    SITE_ORIGIN: 'http://localhost:3000',
    CONTENT_URL_MAIN: `${contentUrl}/main/`,
    CONTENT_URL_RECHITSA: `${contentUrl}/rechitsa/`,
    ...extraEnv,
  });
  const { createApp } = await import('../server.ts');
  const app = await createApp({ mode: 'production' });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    site,
    content: contentUrl,
    client: {
      main: createContentClient({ baseUrl: `${contentUrl}/main/` }),
      rechitsa: createContentClient({ baseUrl: `${contentUrl}/rechitsa/` }),
    },
    applications: () => storedApplications(content),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await content.close();
    },
  };
}

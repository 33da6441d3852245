// Starts the real content service (in-memory PGlite) and the built site on random ports for route tests.

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createContentServer } from '@kino/content/server';

export interface Harness {
  site: string;
  content: string;
  /** Applications the content service stored (kind and fields), newest last. */
  applications(): Promise<Array<Record<string, unknown>>>;
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
    async applications() {
      const db = content.database.db as unknown as {
        execute(query: string): Promise<{ rows: Array<Record<string, unknown>> }>;
      };
      const result = await db.execute(
        'select kind, town, name, phone, vacancy_slug, cv_filename, fields from applications order by received_at',
      );
      return result.rows;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await content.close();
    },
  };
}

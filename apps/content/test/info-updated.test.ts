// Info.updatedAt: when the town's content last changed, the site's sitemap lastmod for undated pages.
import { TOWNS } from '@kino/api/towns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms, DATABASES, getJson, type Running, start } from './helpers.ts';

describe.each(DATABASES)('info on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  beforeAll(async () => {
    server = await start(database);
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  it.each(TOWNS)('says when the content of %s last changed, in Minsk time', async (town) => {
    const { status, body } = await getJson(server.url(town, 'kino/v1/info'));
    expect(status).toBe(200);
    expect(conforms('/kino/v1/info', 'get', 200, body)).toEqual([]);
    const updatedAt = (body as { data: { updatedAt: string } }).data.updatedAt;
    expect(updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
    expect(Date.parse(updatedAt)).toBeLessThanOrEqual(Date.now());
  });
});

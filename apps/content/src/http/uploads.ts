// Uploaded images of both towns at /{town}/media/uploads/<id>-<width>.<webp|jpg>: immutable, cached for a year.
import { TOWNS } from '@kino/api/towns';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '#src/db/client.ts';
import { readImageVariant } from '#src/editing/images.ts';

export const uploadRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  for (const town of TOWNS) {
    app.get(`/${town}/media/uploads/:file`, async (request, reply) => {
      const { file } = request.params as { file: string };
      const image = await readImageVariant(database.db, town, file);
      // A variant's name carries its upload's id: its bytes never change.
      return reply
        .type(image.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(image.bytes));
    });
  }
};

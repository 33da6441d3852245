// Liveness and readiness for the balancer, systemd and the site: `/health` (the process answers) and `/ready` (it
// can serve: the database answers).
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '#src/db/client.ts';
import { HttpProblem } from './problem.ts';

/** A database that does not answer within this long counts as unreachable (a hung connection must not hang /ready). */
const READY_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  // Liveness does not touch the database: a database outage must not make a process manager restart healthy
  // processes, which would only lose the requests they are finishing.
  app.get('/health', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', database: database.kind }),
  );

  app.get('/ready', async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.ping(),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), READY_TIMEOUT_MS);
        }),
      ]);
    } catch {
      throw new HttpProblem(503, 'unavailable', 'База данных недоступна', 'Сервис временно недоступен.');
    } finally {
      clearTimeout(timer);
    }
    return reply.header('cache-control', 'no-store').send({ status: 'ready', database: database.kind });
  });
};

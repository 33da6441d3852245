// Shutdown without cut responses: requests in flight finish, new ones get a 503 problem, sockets close behind them.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from './problem.ts';

const gracefulClosePlugin: FastifyPluginAsync = async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // Sockets that go idle after their last in-flight response are closed too, not left to the keep-alive timeout.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    app.server.once('close', () => clearInterval(sweep));
  });
  // fastify's own 503 while closing is plain JSON (the server turns it off); this one is the contract's problem.
  app.addHook('onRequest', async () => {
    if (closing)
      throw new HttpProblem(
        503,
        'unavailable',
        'Сервис перезапускается',
        'Повторите запрос через несколько секунд.',
      );
  });
  // Keep-alive connections would hold a closing server open for the keep-alive timeout: answer with
  // `Connection: close` once shutdown has begun, so each socket ends with its last response.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
};

export const gracefulClose = fp(gracefulClosePlugin, { name: 'graceful-close', fastify: '5.x' });

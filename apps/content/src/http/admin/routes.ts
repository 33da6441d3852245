// The admin API's routes from the contract, once at the service's root: the access hook, the typed handler, no caching.
import type { Town } from '@kino/api/towns';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import type { Staff } from '#src/staff/accounts.ts';
import { adminOperations, type Operation, routeSchema } from '../contract.ts';
import type { AdminOperationId } from '../operations.ts';
import { accessHook, accessOf } from './access.ts';
import { adminHandlers } from './handlers.ts';
import { adminProblem } from './problems.ts';
import { type AdminContext, type AdminSettings, FileAnswer } from './types.ts';

/** JSON bodies of the admin API: rich text and lists, never files (images come as multipart, streamed). */
const JSON_BODY_LIMIT = 1024 * 1024;
/** A session import carries a whole export as text. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

const successStatus = (op: Operation) =>
  Number(Object.keys(op.operation.responses).find((status) => /^2\d\d$/.test(status)) ?? 200);

type RouteHandler = (input: unknown, ctx: AdminContext) => Promise<unknown>;

export const adminRoutes: FastifyPluginAsync<AdminSettings> = async (app, settings) => {
  app.decorateRequest('staffSession', null);
  const publicOrigin = new URL(settings.publicUrl).origin;
  for (const op of adminOperations) {
    const access = accessOf(op);
    const handler = adminHandlers[op.operationId as AdminOperationId] as RouteHandler | undefined;
    if (!handler) throw new Error(`No handler for contract operation ${op.operationId}`);
    const status = successStatus(op);
    const route: RouteOptions = {
      method: op.method,
      url: op.path.replace(/\{(\w+)\}/g, ':$1'),
      schema: routeSchema(op),
      bodyLimit: op.operationId === 'adminPreviewSessionImport' ? IMPORT_BODY_LIMIT : JSON_BODY_LIMIT,
      onRequest: accessHook(access, {
        database: settings.database,
        policy: settings.policy,
        publicOrigin,
        now: settings.now,
      }),
      handler: async (request, reply) => {
        const session = request.staffSession;
        const now = settings.now();
        const staff = (): Staff => {
          if (!session) throw new Error(`${op.operationId} has no staff session`);
          return session.staff;
        };
        const ctx: AdminContext = {
          settings,
          request,
          reply,
          action: op.operationId as AdminOperationId,
          now,
          session,
          staff,
          read: (town: Town) => ({ db: settings.database.db, town, publicUrl: settings.publicUrl }),
          edit: (town: Town) => ({
            db: settings.database.db,
            town,
            publicUrl: settings.publicUrl,
            staff: staff(),
            now,
            action: op.operationId,
          }),
        };
        let answer: unknown;
        try {
          answer = await handler(
            { path: request.params, query: request.query, headers: request.headers, body: request.body },
            ctx,
          );
        } catch (error) {
          throw adminProblem(error);
        }
        if (op.method !== 'GET') settings.onWrite();
        // Staff answers are personal and change with every edit: never stored by a browser or a proxy.
        reply.header('cache-control', 'no-store');
        if (answer instanceof FileAnswer) return reply.headers(answer.headers).code(status).send(answer.body);
        return status === 204 ? reply.code(204).send() : reply.code(status).send(answer);
      },
    };
    app.route(route);
  }
};

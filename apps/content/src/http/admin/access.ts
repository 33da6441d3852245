// Who may call each admin operation, read from the contract (security, x-roles, a {town} path), and the one hook
// that enforces it before anything else runs: same-origin writes, a live staff session, the role, the town.

import type {} from '@fastify/cookie';
import { staffRoleValues } from '@kino/api/enums';
import type { StaffRole } from '@kino/api/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#src/db/client.ts';
import { resumeSession, type SessionPolicy, type StaffSessionState } from '#src/staff/sessions.ts';
import type { Operation } from '../contract.ts';
import { HttpProblem } from '../problem.ts';

export const SESSION_COOKIE = 'kino_staff';

export interface AdminAccess {
  /** Sign-in only: no session needed (a same-origin write all the same). */
  public: boolean;
  roles: readonly StaffRole[];
  /** Under /admin/v1/towns/{town}/: limited to the staff member's towns too. */
  townScoped: boolean;
  /**
   * Whether a call is the staff member's activity, moving the session's idle expiry on. Not for what the workspace
   * polls by itself (`x-session-activity: false`): an unattended open page must not keep a session alive.
   */
  activity: boolean;
  /**
   * Whether a session with a temporary password (`mustChangePassword`) may call it: only reading its own session,
   * changing the password and signing out say so (`x-before-password-change: true`).
   */
  beforePasswordChange: boolean;
}

interface AdminOperationObject {
  security?: Array<Record<string, string[]>>;
  'x-roles'?: unknown;
  'x-session-activity'?: unknown;
  'x-before-password-change'?: unknown;
}

/**
 * An admin operation's access as its contract says, refusing to start on one that says nothing: an operation must
 * require the staff session and name its roles in `x-roles`, or be explicitly public (`security: []`, no roles).
 */
export function accessOf(op: Operation): AdminAccess {
  const operation = op.operation as typeof op.operation & AdminOperationObject;
  const security = operation.security;
  const roles = operation['x-roles'];
  const where = `${op.method} ${op.path} (${op.operationId})`;
  if (!op.operationId.startsWith('admin'))
    throw new Error(`Admin operation ids start with "admin": ${where}`);
  const activity = operation['x-session-activity'] ?? true;
  if (typeof activity !== 'boolean') throw new Error(`x-session-activity is true or false: ${where}`);
  const beforePasswordChange = operation['x-before-password-change'] ?? false;
  if (typeof beforePasswordChange !== 'boolean')
    throw new Error(`x-before-password-change is true or false: ${where}`);
  if (Array.isArray(security) && security.length === 0 && roles === undefined)
    return { public: true, roles: [], townScoped: false, activity, beforePasswordChange: true };
  const sessionRequired =
    Array.isArray(security) &&
    security.length === 1 &&
    Object.keys(security[0] ?? {}).join() === 'staffSession';
  if (!sessionRequired) throw new Error(`An admin operation must require the staffSession scheme: ${where}`);
  if (
    !Array.isArray(roles) ||
    roles.length === 0 ||
    !roles.every((role) => (staffRoleValues as readonly unknown[]).includes(role))
  )
    throw new Error(`An admin operation must list its roles in x-roles: ${where}`);
  return {
    public: false,
    roles: roles as StaffRole[],
    townScoped: op.path.includes('{town}'),
    activity,
    beforePasswordChange,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session of an admin request, once the access hook let it through (null for sign-in). */
    staffSession: StaffSessionState | null;
  }
}

export interface AccessOptions {
  database: Database;
  policy: SessionPolicy;
  /** The service's public origin: admin writes must come from it. */
  publicOrigin: string;
  now(): Date;
}

const forbidden = (detail: string) => new HttpProblem(403, 'forbidden', 'Нет доступа', detail);

/** A browser's write from another site: no same-origin `Origin`, and the browser does not vouch for it either. */
function crossSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  if (request.headers.origin === publicOrigin) return false;
  return request.headers['sec-fetch-site'] !== 'same-origin';
}

/** The onRequest hook of an admin route: runs before the body is read or validated, so refusals cost nothing. */
export function accessHook(access: AdminAccess, options: AccessOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.staffSession = null;
    if (crossSite(request, options.publicOrigin))
      throw forbidden('Запрос пришёл не со страницы рабочего места (проверка Origin).');
    if (access.public) return;
    const token = request.cookies[SESSION_COOKIE];
    const session = token
      ? await resumeSession(options.database.db, token, options.policy, options.now(), {
          activity: access.activity,
        })
      : null;
    if (!session) {
      if (token) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      throw new HttpProblem(
        401,
        'unauthorized',
        'Нужно войти',
        'Войдите в рабочее место (сессии нет или она истекла).',
      );
    }
    if (session.staff.mustChangePassword && !access.beforePasswordChange)
      throw new HttpProblem(
        403,
        'password-change-required',
        'Смените пароль',
        'Пароль временный: задайте свой, прежде чем продолжить работу.',
      );
    if (!access.roles.includes(session.staff.role))
      throw forbidden(`Роль «${session.staff.role}» не может выполнять это действие.`);
    if (access.townScoped) {
      const town = (request.params as { town?: string }).town;
      if (!session.staff.towns.some((t) => t === town))
        throw forbidden('Вы можете менять содержимое только своих городов.');
    }
    request.staffSession = session;
  };
}

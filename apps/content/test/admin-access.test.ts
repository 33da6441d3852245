// Every admin operation of the contract, enumerated from openapi.yaml: 401 without a session, 403 for a role or a
// town that may not call it, 403 for a cross-site write — so an operation cannot be added unprotected.
import type { StaffRole } from '@kino/api/types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '#src/db/schema.ts';
import { accessOf } from '#src/http/admin/access.ts';
import { adminOperations, type Operation } from '#src/http/contract.ts';
import { conforms, DATABASES, PUBLIC, type Running, start } from './helpers.ts';
import { type StaffClient, staffMember } from './staff-helpers.ts';

const ROLES: StaffRole[] = ['admin', 'editor', 'hr'];
/** The only operations anyone may call without a session: sign-in and «Забыли пароль» (decision 100). */
const PUBLIC_OPERATIONS = ['adminSignIn', 'adminRequestPasswordReset', 'adminResetPassword'];
/** Operations the workspace polls by itself (x-session-activity: false). */
const PASSIVE_OPERATIONS = ['adminCountApplications'];
/** Operations every signed-in role may call (their own session and password). */
const EVERY_ROLE = ['adminGetMe', 'adminSignOut', 'adminChangePassword', 'adminGetDashboard'];
/** What a session with a temporary password may still call (x-before-password-change): no dashboard until it is changed. */
const BEFORE_PASSWORD_CHANGE = ['adminGetMe', 'adminSignOut', 'adminChangePassword'];

interface ContractOperation {
  'x-roles'?: StaffRole[];
  security?: unknown[];
}

/** A concrete URL of an operation in a town: path parameters filled with plausible values. */
function urlOf(op: Operation, town: string): string {
  return op.path
    .replace('{town}', town)
    .replace('{collection}', 'films')
    .replace('{id}', '1')
    .replace('{versionId}', '1')
    .replace('{trashId}', '1')
    .replace('{slug}', 'dlja-detej')
    .replace('{sessionId}', 'no-such-session')
    .replace('{importId}', '00000000-0000-4000-8000-000000000000')
    .replace('{accountId}', '1')
    .replace('{imageId}', '00000000-0000-4000-8000-000000000002')
    .replace('{applicationId}', '00000000-0000-4000-8000-000000000001');
}

const expectProblem = (op: Operation, status: number, body: unknown) =>
  expect(conforms(op.path, op.method.toLowerCase(), status, body), `${op.operationId} ${status}`).toEqual([]);

describe('the admin API in the contract', () => {
  it('has its operations under /admin/v1, each with a session and roles, but sign-in', () => {
    expect(adminOperations.length).toBeGreaterThanOrEqual(100);
    const publicOnes = adminOperations.filter((op) => accessOf(op).public).map((op) => op.operationId);
    expect(publicOnes.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
    for (const op of adminOperations) {
      const contract = op.operation as unknown as ContractOperation;
      if (PUBLIC_OPERATIONS.includes(op.operationId)) continue;
      expect(contract.security, op.operationId).toEqual([{ staffSession: [] }]);
      expect(contract['x-roles']?.length, op.operationId).toBeGreaterThan(0);
    }
    const everyRole = adminOperations
      .filter((op) => !accessOf(op).public && ROLES.every((role) => accessOf(op).roles.includes(role)))
      .map((op) => op.operationId);
    expect(everyRole.sort()).toEqual([...EVERY_ROLE].sort());
    // What the workspace polls by itself does not keep an idle session alive; every other call does.
    const passive = adminOperations.filter((op) => !accessOf(op).activity).map((op) => op.operationId);
    expect(passive).toEqual(PASSIVE_OPERATIONS);
  });

  it('refuses to serve an admin operation that does not say who may call it', () => {
    const op = adminOperations.find((o) => o.operationId === 'adminListFilms')!;
    const without = (change: Record<string, unknown>) => ({
      ...op,
      operation: { ...op.operation, ...change },
    });
    expect(() => accessOf(without({ 'x-roles': undefined }) as Operation)).toThrow(/x-roles/);
    expect(() => accessOf(without({ security: undefined }) as Operation)).toThrow(/staffSession/);
    expect(() => accessOf(without({ 'x-roles': ['superuser'] }) as Operation)).toThrow(/x-roles/);
    expect(() => accessOf(without({ security: [], 'x-roles': ['admin'] }) as Operation)).toThrow();
    expect(() => accessOf(without({ 'x-session-activity': 'no' }) as Operation)).toThrow(
      /x-session-activity/,
    );
  });
});

describe.each(DATABASES)('admin access on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  const staff = {} as Record<'admin' | 'editorMain' | 'hr' | 'hrMain' | 'temporary', StaffClient>;
  beforeAll(async () => {
    server = await start(database, { adminDir: false });
    staff.admin = await staffMember(server, PUBLIC, 'admin');
    staff.editorMain = await staffMember(server, PUBLIC, 'editor', ['main']);
    // Both towns: the role alone must be refused, whatever towns it has.
    staff.hr = await staffMember(server, PUBLIC, 'hr', ['main', 'rechitsa']);
    staff.hrMain = await staffMember(server, PUBLIC, 'hr', ['main']);
    // An admin whose password an admin set: until it is changed, the session may do nothing else.
    staff.temporary = await staffMember(server, PUBLIC, 'admin');
    await server.app.database.db
      .update(staffAccounts)
      .set({ mustChangePassword: true })
      .where(eq(staffAccounts.email, (staff.temporary as StaffClient & { email: string }).email));
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  const call = (client: StaffClient | null, op: Operation, town: string, origin?: string | null) => {
    const anonymous = client === null;
    const caller = client ?? staff.admin;
    const saved = caller.cookie;
    if (anonymous) caller.cookie = null;
    const done = caller.call(op.method, urlOf(op, town), op.method === 'GET' ? undefined : {}, { origin });
    if (anonymous) caller.cookie = saved;
    return done;
  };

  it('answers 401 to every operation but sign-in without a session (and with an unknown one)', async () => {
    for (const op of adminOperations) {
      if (accessOf(op).public) continue;
      const none = await call(null, op, 'main');
      expect(none.status, `${op.method} ${op.path}`).toBe(401);
      expectProblem(op, 401, none.body);
    }
    const forged = await fetch(`${server.origin}/admin/v1/session`, {
      headers: { cookie: 'kino_staff=forged' },
    });
    expect(forged.status).toBe(401);
  });

  it('answers 403 to a role the operation does not name', async () => {
    const byRole: Record<StaffRole, StaffClient> = {
      admin: staff.admin,
      editor: staff.editorMain,
      hr: staff.hr,
    };
    let checked = 0;
    for (const op of adminOperations) {
      const access = accessOf(op);
      if (access.public) continue;
      for (const role of ROLES.filter((r) => !access.roles.includes(r))) {
        const answer = await call(byRole[role], op, 'main');
        expect(answer.status, `${role}: ${op.method} ${op.path}`).toBe(403);
        expectProblem(op, 403, answer.body);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('answers 403 to an editor or hr in a town that is not theirs', async () => {
    let checked = 0;
    for (const op of adminOperations) {
      const access = accessOf(op);
      if (!access.townScoped) continue;
      // Every town-scoped operation is the content's (editors) or the inbox's (hr); admins have both towns.
      const member = access.roles.includes('editor') ? staff.editorMain : staff.hrMain;
      expect(access.roles.includes('editor') || access.roles.includes('hr'), op.operationId).toBe(true);
      const answer = await call(member, op, 'rechitsa');
      expect(answer.status, `${op.method} ${op.path}`).toBe(403);
      expectProblem(op, 403, answer.body);
      checked++;
    }
    expect(checked).toBeGreaterThan(95);
    // The same editor reaches their own town.
    expect((await staff.editorMain.get('/admin/v1/towns/main/films')).status).toBe(200);
  });

  it('answers 403 to every write from another site, even with an admin session', async () => {
    let checked = 0;
    for (const op of adminOperations) {
      if (op.method === 'GET') continue;
      const evil = await call(staff.admin, op, 'main', 'https://evil.example');
      expect(evil.status, `${op.method} ${op.path}`).toBe(403);
      expectProblem(op, 403, evil.body);
      // No Origin at all, and the browser says the request is cross-site.
      const noOrigin = await staff.admin.call(
        op.method,
        urlOf(op, 'main'),
        {},
        {
          origin: null,
          headers: { 'sec-fetch-site': 'cross-site' },
        },
      );
      expect(noOrigin.status, `${op.method} ${op.path} without Origin`).toBe(403);
      checked++;
    }
    expect(checked).toBeGreaterThan(60);
    // The admin's session survived all of it; a same-origin request by the browser's word passes.
    const me = await staff.admin.call('GET', '/admin/v1/session');
    expect(me.status).toBe(200);
    const sameOrigin = await staff.admin.call(
      'POST',
      '/admin/v1/towns/main/film-categories',
      { slug: 'novoe', name: 'Новое' },
      {
        origin: null,
        headers: { 'sec-fetch-site': 'same-origin' },
      },
    );
    expect(sameOrigin.status).toBe(201);
  });

  it('answers 403 to a temporary password’s session but for its own session and the password change', async () => {
    let checked = 0;
    for (const op of adminOperations) {
      const access = accessOf(op);
      if (access.public || access.beforePasswordChange) continue;
      const answer = await call(staff.temporary, op, 'main');
      expect(answer.status, `${op.method} ${op.path}`).toBe(403);
      expect(answer.body.type, op.operationId).toBe('https://kino.example/problems/password-change-required');
      expectProblem(op, 403, answer.body);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    const allowed = adminOperations
      .filter((op) => !accessOf(op).public && accessOf(op).beforePasswordChange)
      .map((op) => op.operationId);
    expect(allowed.sort()).toEqual([...BEFORE_PASSWORD_CHANGE].sort());
    expect((await staff.temporary.get('/admin/v1/session')).status).toBe(200);
  });

  it('lets the roles it names through (past the access check) and answers no-store', async () => {
    const me = await staff.hr.get('/admin/v1/session');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect((me.body.account as { role: string }).role).toBe('hr');
    const accounts = await staff.admin.get('/admin/v1/accounts');
    expect(accounts.status).toBe(200);
    expect(conforms('/admin/v1/accounts', 'get', 200, accounts.body)).toEqual([]);
  });
});

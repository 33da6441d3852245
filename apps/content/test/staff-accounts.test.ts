// Staff accounts over HTTP against the real service and a real SMTP server (decision 100): «Забыли пароль» answers
// alike for any address and e-mails a one-time link (an hour, once, stored hashed); an admin's reset link and
// temporary password (the session can only change it); changing one's own password; an admin editing name, role and
// towns — each in the audit log.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, passwordResetTokens } from '#src/db/schema.ts';
import { conforms, DATABASES, PUBLIC, type Running, start } from './helpers.ts';
import { mailServer, textOf, waitFor } from './mail-helpers.ts';
import { movableClock, PASSWORD, StaffClient, staffMember } from './staff-helpers.ts';

const MINUTE = 60_000;
const NEW_PASSWORD = 'a brand new password 42';

describe.each(DATABASES)('staff accounts on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  const smtp = mailServer();
  const clock = movableClock();
  let admin: Awaited<ReturnType<typeof staffMember>>;
  let address = 0;
  beforeAll(async () => {
    const port = await smtp.listen();
    server = await start(database, {
      now: clock.now,
      adminDir: false,
      mail: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Кинотеатр <noreply@kino.test>',
        recipients: {},
        workspaceUrl: `${PUBLIC}/admin`,
        pollMs: 100,
      },
    });
    admin = await staffMember(server, PUBLIC, 'admin');
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
    await smtp.close();
  });

  /** A client from an address of its own (the service believes X-Forwarded-For from loopback). */
  const client = () => {
    address += 1;
    const made = new StaffClient(server, PUBLIC);
    const call = made.call.bind(made);
    made.call = (method, path, body, extra = {}) =>
      call(method, path, body, {
        ...extra,
        headers: { 'x-forwarded-for': `10.1.0.${address}`, ...extra.headers },
      });
    return made;
  };

  /** The token of the last reset link e-mailed to `email`, waiting for it. */
  async function linkTo(email: string, before: number): Promise<string> {
    await waitFor(() => smtp.received.slice(before).some((m) => m.to.includes(email)));
    const text = textOf(smtp.received.slice(before).findLast((m) => m.to.includes(email))!.raw);
    const match = text.match(new RegExp(`${PUBLIC}/admin/reset-password#([A-Za-z0-9_-]{43})`));
    expect(match, text).not.toBeNull();
    return match![1]!;
  }

  const audited = async (text: string) =>
    (await server.app.database.db.select().from(auditLog)).filter((row) => row.summary.includes(text));

  it('«Забыли пароль» answers alike for a known and an unknown address and e-mails only the known one', async () => {
    const member = await staffMember(server, PUBLIC, 'editor', ['main']);
    const before = smtp.received.length;
    const known = await client().post('/admin/v1/password-reset', { email: member.email.toUpperCase() });
    const unknown = await client().post('/admin/v1/password-reset', { email: 'nobody@kino.test' });
    expect(known.status).toBe(204);
    expect(unknown.status).toBe(204);
    expect(unknown.body).toEqual(known.body);
    const token = await linkTo(member.email, before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.slice(before).flatMap((m) => m.to)).toEqual([member.email]);
    // Stored hashed; the outbox row that carried the link is gone once sent.
    const { db } = server.app.database;
    const rows = await db.select().from(passwordResetTokens);
    expect(rows.map((r) => r.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    await waitFor(async () => (await db.select().from(mailOutbox)).length === 0);
    expect(await audited(`«Забыли пароль»: ${member.email}`)).toHaveLength(1);
    expect(await audited('nobody@kino.test')).toEqual([]);
    // A bad address is a 400 naming the field, like any contract mistake.
    const bad = await client().post('/admin/v1/password-reset', { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('body.email');
  });

  it('a reset link sets the password and signs in once; used again, it is refused', async () => {
    const member = await staffMember(server, PUBLIC, 'editor', ['main']);
    const before = smtp.received.length;
    expect((await client().post('/admin/v1/password-reset', { email: member.email })).status).toBe(204);
    const token = await linkTo(member.email, before);
    const browser = client();
    const reset = await browser.put('/admin/v1/password-reset', { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(conforms('/admin/v1/password-reset', 'put', 200, reset.body)).toEqual([]);
    expect(reset.body).toMatchObject({ account: { email: member.email, mustChangePassword: false } });
    expect((await browser.get('/admin/v1/session')).status).toBe(200);
    // The old session ended; the old password no longer works, the new one does.
    expect((await member.get('/admin/v1/session')).status).toBe(401);
    expect((await client().signIn(member.email, PASSWORD)).status).toBe(401);
    expect((await client().signIn(member.email, NEW_PASSWORD)).status).toBe(200);
    const again = await client().put('/admin/v1/password-reset', {
      token,
      newPassword: 'yet another password',
    });
    expect(again.status).toBe(400);
    expect(conforms('/admin/v1/password-reset', 'put', 400, again.body)).toEqual([]);
    expect(JSON.stringify(again.body)).toContain('body.token');
    expect(again.headers.get('set-cookie')).toBeNull();
    expect((await client().signIn(member.email, NEW_PASSWORD)).status).toBe(200);
    expect(await audited(`Пароль задан по ссылке из письма: ${member.email}`)).toHaveLength(1);
  });

  it('refuses an expired link and an unknown token', async () => {
    const member = await staffMember(server, PUBLIC, 'hr', ['main']);
    const before = smtp.received.length;
    await client().post('/admin/v1/password-reset', { email: member.email });
    const token = await linkTo(member.email, before);
    clock.advance(61 * MINUTE);
    const late = await client().put('/admin/v1/password-reset', { token, newPassword: NEW_PASSWORD });
    expect(late.status).toBe(400);
    expect(JSON.stringify(late.body)).toContain('body.token');
    const unknown = await client().put('/admin/v1/password-reset', {
      token: 'x'.repeat(43),
      newPassword: NEW_PASSWORD,
    });
    expect(unknown.status).toBe(400);
    expect((await client().signIn(member.email, PASSWORD)).status).toBe(200);
    // The admin's session idled out meanwhile.
    expect((await admin.signIn(admin.email)).status).toBe(200);
  });

  it('limits «Забыли пароль» per address, and the links per account an hour, with the same answer', async () => {
    const member = await staffMember(server, PUBLIC, 'editor', ['rechitsa']);
    const before = smtp.received.length;
    const one = client();
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await one.post('/admin/v1/password-reset', { email: member.email })).status);
    expect(answers).toEqual([204, 204, 204, 204, 204, 429]);
    const limited = await one.post('/admin/v1/password-reset', { email: 'nobody@kino.test' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    await waitFor(() => smtp.received.slice(before).length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.slice(before).filter((m) => m.to.includes(member.email))).toHaveLength(3);
  });

  it('an admin e-mails a person a reset link; their password works until it is used', async () => {
    const member = await staffMember(server, PUBLIC, 'editor', ['main']);
    const id = (
      (await admin.get('/admin/v1/accounts')).body as unknown as { id: number; email: string }[]
    ).find((a) => a.email === member.email)!.id;
    const before = smtp.received.length;
    const sent = await admin.post(`/admin/v1/accounts/${id}/password-reset`);
    expect(sent.status).toBe(204);
    const token = await linkTo(member.email, before);
    expect((await member.get('/admin/v1/session')).status).toBe(200);
    expect(
      (await client().put('/admin/v1/password-reset', { token, newPassword: NEW_PASSWORD })).status,
    ).toBe(200);
    expect(await audited(`Сотрудник ${member.email}: отправлена ссылка для смены пароля`)).toHaveLength(1);
    const missing = await admin.post('/admin/v1/accounts/999999/password-reset');
    expect(missing.status).toBe(404);
  });

  it('a temporary password lets its owner do nothing but change it', async () => {
    const member = await staffMember(server, PUBLIC, 'editor', ['main']);
    const id = (
      (await admin.get('/admin/v1/accounts')).body as unknown as { id: number; email: string }[]
    ).find((a) => a.email === member.email)!.id;
    const temporary = 'temporary password 1';
    expect((await admin.put(`/admin/v1/accounts/${id}/password`, { password: temporary })).status).toBe(204);
    expect((await member.get('/admin/v1/session')).status).toBe(401);
    const person = client();
    const signedIn = await person.signIn(member.email, temporary);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ account: { mustChangePassword: true } });
    const films = await person.get('/admin/v1/towns/main/films');
    expect(films.status).toBe(403);
    expect(films.body).toMatchObject({ type: 'https://kino.example/problems/password-change-required' });
    expect(conforms('/admin/v1/towns/{town}/films', 'get', 403, films.body)).toEqual([]);
    // The same password again is not a change.
    const same = await person.put('/admin/v1/session/password', {
      currentPassword: temporary,
      newPassword: temporary,
    });
    expect(same.status).toBe(400);
    expect(JSON.stringify(same.body)).toContain('body.newPassword');
    const changed = await person.put('/admin/v1/session/password', {
      currentPassword: temporary,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(204);
    expect((await person.get('/admin/v1/session')).body).toMatchObject({
      account: { mustChangePassword: false },
    });
    expect((await person.get('/admin/v1/towns/main/films')).status).toBe(200);
    expect(await audited(`Сотрудник ${member.email}: задан временный пароль`)).toHaveLength(1);
    expect(await audited(`Смена своего пароля: ${member.email}`)).toHaveLength(1);
  });

  it('an account created with a temporary password must change it at the first sign-in', async () => {
    const email = `new-${Date.now()}@kino.test`;
    const created = await admin.post('/admin/v1/accounts', {
      email,
      name: 'Новый сотрудник',
      role: 'hr',
      towns: ['rechitsa'],
      password: PASSWORD,
      mustChangePassword: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ mustChangePassword: true });
    const person = client();
    expect((await person.signIn(email)).status).toBe(200);
    expect((await person.get('/admin/v1/towns/rechitsa/applications')).status).toBe(403);
    expect((await person.delete('/admin/v1/session')).status).toBe(204);
  });

  it('an admin changes a person’s name, role and towns, in the audit log', async () => {
    const member = await staffMember(server, PUBLIC, 'editor', ['main']);
    const id = (
      (await admin.get('/admin/v1/accounts')).body as unknown as { id: number; email: string }[]
    ).find((a) => a.email === member.email)!.id;
    const changed = await admin.put(`/admin/v1/accounts/${id}`, {
      name: 'Ольга Петрова',
      role: 'hr',
      towns: ['rechitsa'],
      disabled: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Ольга Петрова', role: 'hr', towns: ['rechitsa'] });
    // Changed rights end the sessions that had the old ones.
    expect((await member.get('/admin/v1/session')).status).toBe(401);
    const [entry] = await audited(`Сотрудник ${member.email}: изменён`);
    expect(entry!.changes.map((c) => c.field).sort()).toEqual(['name', 'role', 'towns']);
    const none = await admin.put(`/admin/v1/accounts/${id}`, {
      name: '',
      role: 'hr',
      towns: [],
      disabled: false,
    });
    expect(none.status).toBe(400);
  });

  it('changing one’s own password needs the current one', async () => {
    const member = await staffMember(server, PUBLIC, 'hr', ['main']);
    const wrong = await member.put('/admin/v1/session/password', {
      currentPassword: 'not it at all',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('body.currentPassword');
    const right = await member.put('/admin/v1/session/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(right.status).toBe(204);
    expect((await member.get('/admin/v1/session')).status).toBe(200);
    expect((await client().signIn(member.email, NEW_PASSWORD)).status).toBe(200);
    const [row] = await server.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.summary, `Смена своего пароля: ${member.email}`));
    expect(row).toBeDefined();
  });
});

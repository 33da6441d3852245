// Staff sign-in against the real service: throttling per account and address, idle and absolute expiry on a moved
// clock, sign-out, the cookie's attributes, the session stored hashed, and the audit log of it all.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessions } from '#src/db/schema.ts';
import { DATABASES, PUBLIC, type Running, start } from './helpers.ts';
import { movableClock, PASSWORD, StaffClient, staffMember } from './staff-helpers.ts';

const MINUTE = 60_000;

describe.each(DATABASES)('staff sign-in on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  const clock = movableClock();
  let admin: Awaited<ReturnType<typeof staffMember>>;
  beforeAll(async () => {
    server = await start(database, { now: clock.now, adminDir: false });
    admin = await staffMember(server, PUBLIC, 'admin');
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  /** A client from its own address (the service believes X-Forwarded-For from loopback), so tests do not share. */
  const from = (address: string) => {
    const client = new StaffClient(server, PUBLIC);
    const call = client.call.bind(client);
    client.call = (method, path, body, extra = {}) =>
      call(method, path, body, { ...extra, headers: { 'x-forwarded-for': address, ...extra.headers } });
    return client;
  };

  it('sets an HttpOnly, SameSite=Strict cookie for the whole site and stores only the token’s hash', async () => {
    const member = await staffMember(server, PUBLIC, 'editor', ['rechitsa']);
    const client = from('10.0.0.1');
    const signedIn = await client.signIn(member.email);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^kino_staff=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // the public address is http here
    expect(signedIn.body).toMatchObject({
      account: { email: member.email, role: 'editor', towns: ['rechitsa'] },
    });
    const token = client.cookie!.slice('kino_staff='.length);
    const rows = await server.app.database.db.select().from(staffSessions);
    expect(rows.some((row) => row.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('marks the cookie Secure when the service is public over https', async () => {
    const secure = await start(database, { publicUrl: 'https://kino.example', adminDir: false });
    try {
      const member = await staffMember(secure, 'https://kino.example', 'admin');
      const again = await member.signIn(member.email);
      expect(again.headers.get('set-cookie')).toMatch(/; Secure/);
    } finally {
      await secure.close();
      await secure.drop();
    }
  });

  it('says the same for an unknown e-mail and a wrong password, and records failed sign-ins', async () => {
    const client = from('10.0.0.2');
    const unknown = await client.signIn('nobody@kino.test', 'whatever-password');
    const wrong = await client.signIn(admin.email, 'wrong-password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body.detail).toBe(wrong.body.detail);
    const audit = await admin.get('/admin/v1/audit?kind=sign-in&perPage=100');
    const summaries = (audit.body.items as Array<{ summary: string; actor: unknown }>).map((e) => e.summary);
    expect(summaries).toContain('Неудачный вход: nobody@kino.test');
  });

  it('locks an account after 5 failures, doubling the wait, and never lets the 11th try through at once', async () => {
    const member = await staffMember(server, PUBLIC, 'editor', ['main']);
    const client = from('10.0.1.1');
    for (let i = 1; i <= 5; i++) expect((await client.signIn(member.email, `wrong-${i}`)).status).toBe(401);
    // Locked for 30 s: even the right password waits.
    const locked = await client.signIn(member.email);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(30);
    // Failures 6–10, each after the previous lock: 60, 120, 240, 480, 960 s.
    let wait = 30;
    for (let failure = 6; failure <= 10; failure++) {
      clock.advance((wait + 1) * 1000);
      expect((await client.signIn(member.email, `wrong-${failure}`)).status).toBe(401);
      wait *= 2;
    }
    const eleventh = await client.signIn(member.email);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBe(960);
    // The account from that address is what is locked: its owner signs in from theirs.
    expect((await from('10.0.1.2').signIn(member.email)).status).toBe(200);
    clock.advance(961 * 1000);
    expect((await client.signIn(member.email)).status).toBe(200);
    // A success forgets the failures: one more wrong try is a first one again.
    expect((await client.signIn(member.email, 'wrong-again')).status).toBe(401);
    expect((await client.signIn(member.email)).status).toBe(200);
    clock.advance(60 * MINUTE);
  });

  it('lets the owner sign in after five wrong passwords from five other addresses', async () => {
    const member = await staffMember(server, PUBLIC, 'editor', ['main']);
    for (let i = 1; i <= 5; i++)
      expect((await from(`10.0.3.${i}`).signIn(member.email, `wrong-${i}`)).status).toBe(401);
    // … and five more from each of two of them: those addresses are locked, the owner's is not.
    for (let i = 1; i <= 5; i++) await from('10.0.3.1').signIn(member.email, `again-${i}`);
    expect((await from('10.0.3.1').signIn(member.email)).status).toBe(429);
    expect((await from('10.0.3.100').signIn(member.email)).status).toBe(200);
    clock.advance(60 * MINUTE);
  });

  it('writes each lock to the audit log; an admin unlocks the account (audited), and only an admin may', async () => {
    const member = await staffMember(server, PUBLIC, 'hr', ['main']);
    // The suite's clock has moved past the first admin's session.
    const admin = await staffMember(server, PUBLIC, 'admin');
    const owner = from('10.0.5.1');
    for (let i = 1; i <= 5; i++) expect((await owner.signIn(member.email, `typo-${i}`)).status).toBe(401);
    expect((await owner.signIn(member.email)).status).toBe(429);
    // Locks are sign-in entries; the unlock is an account's change.
    const summaries = async () =>
      (
        await Promise.all(
          ['sign-in', 'account'].map(
            async (kind) =>
              (
                await admin.get(`/admin/v1/audit?kind=${kind}&perPage=100`)
              ).body.items as Array<{
                summary: string;
              }>,
          ),
        )
      )
        .flat()
        .map((e) => e.summary);
    const locks = (await summaries()).filter((s) => s.startsWith('Вход заблокирован:'));
    expect(locks.some((s) => s.includes(`${member.email} с адреса 10.0.5.1`))).toBe(true);
    expect(locks.some((s) => s.includes('адрес 10.0.5.1'))).toBe(true);
    const accountId = (
      (await admin.get('/admin/v1/accounts')).body as unknown as Array<{ id: number; email: string }>
    ).find((a) => a.email === member.email)!.id;
    const editor = await staffMember(server, PUBLIC, 'editor', ['main']);
    expect((await editor.post(`/admin/v1/accounts/${accountId}/unlock`)).status).toBe(403);
    expect((await owner.signIn(member.email)).status).toBe(429);
    const unlocked = await admin.post(`/admin/v1/accounts/${accountId}/unlock`);
    expect(unlocked.status).toBe(204);
    expect((await owner.signIn(member.email)).status).toBe(200);
    expect(await summaries()).toContain(`Сотрудник ${member.email}: вход разблокирован (адреса: 10.0.5.1)`);
    expect((await admin.post('/admin/v1/accounts/999999/unlock')).status).toBe(404);
  });

  it('locks an address that tries many accounts', async () => {
    const victim = await staffMember(server, PUBLIC, 'editor', ['main']);
    const attacker = from('10.0.2.1');
    for (let i = 1; i <= 5; i++)
      expect((await attacker.signIn(`guess-${i}@kino.test`, 'password-1')).status).toBe(401);
    expect((await attacker.signIn(victim.email)).status).toBe(429);
    // Another address is not affected.
    expect((await from('10.0.2.2').signIn(victim.email)).status).toBe(200);
    clock.advance(31_000);
  });

  it('ends a session after 30 minutes without a call, sliding with calls', async () => {
    const member = await staffMember(server, PUBLIC, 'editor', ['main']);
    clock.advance(29 * MINUTE);
    expect((await member.get('/admin/v1/session')).status).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await member.get('/admin/v1/session')).status).toBe(200);
    clock.advance(31 * MINUTE);
    const expired = await member.get('/admin/v1/session');
    expect(expired.status).toBe(401);
    expect(expired.headers.get('set-cookie')).toMatch(/^kino_staff=;/);
  });

  it('does not take the workspace’s own polling for activity: an unattended open page’s session still ends', async () => {
    const member = await staffMember(server, PUBLIC, 'hr', ['main']);
    const counts = () => member.get('/admin/v1/towns/main/application-counts');
    for (let minute = 2; minute <= 28; minute += 2) {
      clock.advance(2 * MINUTE);
      expect((await counts()).status, `${minute} min`).toBe(200);
    }
    // 31 minutes after the last thing the staff member did (signing in), polled every 2 minutes all along.
    clock.advance(3 * MINUTE);
    expect((await counts()).status).toBe(401);
    expect((await member.get('/admin/v1/session')).status).toBe(401);
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    const member = await staffMember(server, PUBLIC, 'editor', ['main']);
    const me = await member.get('/admin/v1/session');
    const expiresAt = Date.parse(me.body.expiresAt as string);
    expect(expiresAt - clock.now().getTime()).toBe(12 * 60 * MINUTE);
    for (let elapsed = 0; elapsed < 11 * 60; elapsed += 20) {
      clock.advance(20 * MINUTE);
      expect((await member.get('/admin/v1/session')).status, `${elapsed + 20} min`).toBe(200);
    }
    for (const step of [20, 20, 19]) {
      clock.advance(step * MINUTE);
      expect((await member.get('/admin/v1/session')).status).toBe(200);
    }
    // 11 h 59 min after sign-in and active all along: two more minutes end it.
    clock.advance(2 * MINUTE);
    expect((await member.get('/admin/v1/session')).status).toBe(401);
  });

  it('signs out: the session row is deleted and the cookie no longer works', async () => {
    const member = await staffMember(server, PUBLIC, 'editor', ['main']);
    const cookie = member.cookie!;
    const hash = createHash('sha256').update(cookie.slice('kino_staff='.length)).digest('hex');
    expect(
      await server.app.database.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, hash)),
    ).toHaveLength(1);
    const out = await member.delete('/admin/v1/session');
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^kino_staff=;/);
    expect(
      await server.app.database.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, hash)),
    ).toHaveLength(0);
    member.cookie = cookie;
    expect((await member.get('/admin/v1/session')).status).toBe(401);
  });

  it('changes a password (ending the other sessions) and disables accounts', async () => {
    // The moved clock ended the admin's session long ago.
    expect((await admin.signIn(admin.email)).status).toBe(200);
    const member = await staffMember(server, PUBLIC, 'editor', ['main']);
    const second = new StaffClient(server, PUBLIC);
    expect((await second.signIn(member.email)).status).toBe(200);
    const wrong = await member.put('/admin/v1/session/password', {
      currentPassword: 'nope',
      newPassword: 'a-new-password-1',
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body.errors as Array<{ field: string }>)[0]!.field).toBe('body.currentPassword');
    const short = await member.put('/admin/v1/session/password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect((short.body.errors as Array<{ field: string }>)[0]!.field).toBe('body.newPassword');
    expect(
      (
        await member.put('/admin/v1/session/password', {
          currentPassword: PASSWORD,
          newPassword: 'a-new-password-1',
        })
      ).status,
    ).toBe(204);
    expect((await member.get('/admin/v1/session')).status).toBe(200);
    expect((await second.get('/admin/v1/session')).status).toBe(401);
    const id = ((await member.get('/admin/v1/session')).body.account as { id: number }).id;
    const disabled = await admin.put(`/admin/v1/accounts/${id}`, {
      name: 'Бывший',
      role: 'editor',
      towns: ['main'],
      disabled: true,
    });
    expect(disabled.status).toBe(200);
    expect((await member.get('/admin/v1/session')).status).toBe(401);
    expect((await member.signIn(member.email, 'a-new-password-1')).status).toBe(401);
    // An admin cannot lock themselves out.
    const self = ((await admin.get('/admin/v1/session')).body.account as { id: number }).id;
    expect((await admin.delete(`/admin/v1/accounts/${self}`)).status).toBe(403);
  });

  it('records every staff write in the audit log, with who, when, what and the changed fields', async () => {
    expect((await admin.signIn(admin.email)).status).toBe(200);
    const editor = await staffMember(server, PUBLIC, 'editor', ['rechitsa']);
    const list = await editor.get('/admin/v1/towns/rechitsa/news?perPage=1');
    const item = (list.body.items as Array<{ id: number }>)[0]!;
    const current = await editor.get(`/admin/v1/towns/rechitsa/news/${item.id}`);
    const data = current.body.data as Record<string, unknown>;
    const saved = await editor.put(`/admin/v1/towns/rechitsa/news/${item.id}`, {
      ...data,
      title: 'Новый заголовок',
    });
    expect(saved.status).toBe(200);
    const audit = await admin.get('/admin/v1/audit?town=rechitsa&kind=news');
    expect(audit.status).toBe(200);
    const entry = (audit.body.items as Array<Record<string, unknown>>)[0]!;
    expect(entry).toMatchObject({
      action: 'adminUpdateNews',
      town: 'rechitsa',
      kind: 'news',
      itemId: String(item.id),
      actor: { email: editor.email },
      changes: [{ field: 'title', before: data.title, after: 'Новый заголовок' }],
    });
    expect(Date.parse(entry.at as string)).toBe(clock.now().getTime());
    expect(entry.summary).toMatch(/Новость «Новый заголовок»/);
    // Editors do not read the log.
    expect((await editor.get('/admin/v1/audit')).status).toBe(403);
    // Sign-ins and sign-outs are there too, and no password ever is.
    const all = await admin.get('/admin/v1/audit?perPage=100');
    const text = JSON.stringify(all.body);
    expect(text).toContain('adminSignIn');
    expect(text).toContain('adminSignOut');
    expect(text).not.toContain(PASSWORD);
  });

  it('filters the audit log by person and kind, and keeps the sign-ins apart', async () => {
    const editor = await staffMember(server, PUBLIC, 'editor', ['rechitsa']);
    const list = await editor.get('/admin/v1/towns/rechitsa/news?perPage=1');
    const item = (list.body.items as Array<{ id: number }>)[0]!;
    const current = await editor.get(`/admin/v1/towns/rechitsa/news/${item.id}`);
    const data = current.body.data as Record<string, unknown>;
    expect(
      (await editor.put(`/admin/v1/towns/rechitsa/news/${item.id}`, { ...data, title: 'Ещё заголовок' }))
        .status,
    ).toBe(200);
    await from('10.0.7.1').signIn(editor.email, 'wrong-password');
    const accountId = (
      (await admin.get('/admin/v1/accounts')).body as unknown as Array<{ id: number; email: string }>
    ).find((a) => a.email === editor.email)!.id;
    type Entry = { kind: string | null; summary: string; actor: { id: number | null } | null };
    const entries = async (query: string) => {
      const answer = await admin.get(`/admin/v1/audit?perPage=100&${query}`);
      expect(answer.status).toBe(200);
      return answer.body.items as Entry[];
    };
    // The person: their sign-in and their edit, nobody else's.
    const theirs = await entries(`account=${accountId}`);
    expect(theirs.map((e) => e.kind).sort()).toEqual(['news', 'sign-in']);
    expect(theirs.every((e) => e.actor?.id === accountId)).toBe(true);
    // Without the sign-ins: the edit stays, no sign-in, sign-out or failed sign-in is left.
    const changes = await entries(`account=${accountId}&signIns=false`);
    expect(changes.map((e) => e.kind)).toEqual(['news']);
    const noSignIns = await entries('signIns=false');
    expect(noSignIns.length).toBeGreaterThan(0);
    expect(noSignIns.some((e) => e.kind === 'sign-in')).toBe(false);
    // Only the sign-ins: the failed one (no actor) is among them, by its kind.
    const signIns = await entries('signIns=true');
    expect(signIns.every((e) => e.kind === 'sign-in')).toBe(true);
    expect(signIns.map((e) => e.summary)).toContain(`Неудачный вход: ${editor.email}`);
    expect((await entries('kind=sign-in')).length).toBe(signIns.length);
    // The kind: only news entries.
    expect((await entries('kind=news')).every((e) => e.kind === 'news')).toBe(true);
    // Values the contract refuses are a 400 naming the parameter.
    const bad = await admin.get('/admin/v1/audit?signIns=sometimes');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('signIns');
  });
});

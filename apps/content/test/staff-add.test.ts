// `staff:add`, the first admin's way in: the command makes an account in the configured database (the embedded one
// in a data folder, or PostgreSQL by DATABASE_URL), and the running service signs it in.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseOption } from '#src/db/client.ts';
import { DATABASES, PUBLIC, start, type TestDatabase } from './helpers.ts';
import { StaffClient } from './staff-helpers.ts';

const run = promisify(execFile);
const PACKAGE = path.resolve(import.meta.dirname, '..');

/** Runs the command as a developer would (tsx), with the database given the way the service takes it. */
function staffAdd(option: DatabaseOption, args: string[], env: Record<string, string> = {}, input = '') {
  const where =
    'url' in option
      ? { DATABASE_URL: option.url }
      : { CONTENT_DATA_DIR: (option as { dataDir: string }).dataDir };
  const clean = { ...process.env };
  delete clean.DATABASE_URL;
  delete clean.STAFF_PASSWORD;
  const child = run(process.execPath, ['--import', 'tsx', 'src/cli/staff-add.ts', ...args], {
    cwd: PACKAGE,
    env: { ...clean, ...where, ...env },
  });
  // Standard input: the password when given, else closed at once (as from `</dev/null`).
  child.child.stdin?.end(input);
  return child.then(
    (done) => ({ code: 0, ...done }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

/** PGlite in a data folder (what `pnpm start` uses), PostgreSQL in a fresh database. */
async function databaseFor(
  database: TestDatabase,
): Promise<{ option: DatabaseOption; drop(): Promise<void> }> {
  if (database.name === 'postgres') return database.create();
  const dir = mkdtempSync(path.join(tmpdir(), 'kino-staff-add-'));
  return {
    option: { dataDir: path.join(dir, 'pgdata') },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe.each(DATABASES)('staff:add on $name', (database) => {
  let created: Awaited<ReturnType<typeof databaseFor>>;
  afterAll(async () => {
    await created?.drop();
  });

  it('makes an account the service signs in, refuses a taken e-mail and bad input, and never stores the password', async () => {
    created = await databaseFor(database);
    const made = await staffAdd(
      created.option,
      ['--email', 'Director@Kino.test', '--name', 'Директор', '--role', 'admin'],
      { STAFF_PASSWORD: 'a long enough secret' },
    );
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('director@kino.test');
    expect(made.stdout).not.toContain('a long enough secret');

    // No password given: one is made and printed once, and it works.
    const editor = await staffAdd(created.option, [
      '--email=editor@kino.test',
      '--name=Редактор',
      '--role=editor',
      '--towns=rechitsa',
    ]);
    expect(editor.code, editor.stderr).toBe(0);
    const printed = /Password \(shown once\): (\S+)/.exec(editor.stdout)?.[1];
    expect(printed).toBeTruthy();

    const again = await staffAdd(
      created.option,
      ['--email', 'director@kino.test', '--name', 'X', '--role', 'hr'],
      {
        STAFF_PASSWORD: 'another long secret',
      },
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('director@kino.test');
    const badRole = await staffAdd(created.option, [
      '--email',
      'x@kino.test',
      '--name',
      'X',
      '--role',
      'boss',
    ]);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('--role');
    const shortPassword = await staffAdd(
      created.option,
      ['--email', 'y@kino.test', '--name', 'Y', '--role', 'hr'],
      {
        STAFF_PASSWORD: 'short',
      },
    );
    expect(shortPassword.code).toBe(2);
    const fromStdin = await staffAdd(
      created.option,
      ['--email', 'hr@kino.test', '--name', 'Кадры', '--role', 'hr'],
      {},
      'password from stdin\n',
    );
    expect(fromStdin.code, fromStdin.stderr).toBe(0);
    expect(fromStdin.stdout).not.toContain('shown once');

    const server = await start(database, { adminDir: false }, created.option);
    try {
      const admin = new StaffClient(server, PUBLIC);
      expect((await admin.signIn('director@kino.test', 'wrong password here')).status).toBe(401);
      const signedIn = await admin.signIn('director@kino.test', 'a long enough secret');
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      const accounts = await admin.get('/admin/v1/accounts');
      expect(accounts.status).toBe(200);
      expect(JSON.stringify(accounts.body)).toContain('editor@kino.test');
      expect(JSON.stringify(accounts.body)).not.toMatch(/argon2|passwordHash/);

      const other = new StaffClient(server, PUBLIC);
      expect((await other.signIn('editor@kino.test', printed)).status).toBe(200);
      const hr = await new StaffClient(server, PUBLIC).signIn('hr@kino.test', 'password from stdin');
      expect(hr.status, JSON.stringify(hr.body)).toBe(200);
      expect((await other.get('/admin/v1/session')).body).toMatchObject({
        account: { email: 'editor@kino.test', role: 'editor', towns: ['rechitsa'] },
      });
    } finally {
      await server.close();
    }
  }, 120_000);
});

// Staff accounts: create, list, change, delete, passwords; the demo admin of the embedded database.
import { randomBytes } from 'node:crypto';
import { choosesTowns, staffTowns, TOWNS, type Town } from '@kino/api/towns';
import type { StaffAccount, StaffRole } from '@kino/api/types';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { passwordResetTokens, staffAccounts, staffSessions } from '#src/db/schema.ts';
import { NotFoundError } from '#src/publishing/errors.ts';
import { ConflictError, ForbiddenError } from './errors.ts';
import { hashPassword } from './passwords.ts';

export type AccountRow = typeof staffAccounts.$inferSelect;

/** The staff member a request acts as. */
export interface Staff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The towns they may edit: every town for admins. */
  towns: readonly Town[];
  /** Their password is temporary: they may only change it (decision 100). */
  mustChangePassword: boolean;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/** Admins work on every town; editors and hr on the towns stored, in the towns' order (@kino/api/towns). */
export const townsOf = (role: StaffRole, towns: readonly string[]): Town[] => staffTowns(role, towns);

export const toStaff = (row: AccountRow): Staff => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  towns: townsOf(row.role, row.towns),
  mustChangePassword: row.mustChangePassword,
});

export const accountDto = (row: AccountRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  towns: townsOf(row.role, row.towns),
  disabled: row.disabled,
  mustChangePassword: row.mustChangePassword,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
});

export interface NewAccount {
  email: string;
  name: string;
  role: StaffRole;
  towns: readonly string[];
  password: string;
  /** The password is temporary: the staff member sets their own at the first sign-in. */
  mustChangePassword?: boolean;
}

/** An editor or an hr member of no town could do nothing: each needs at least one. */
function checkTowns(role: StaffRole, towns: readonly string[]) {
  if (choosesTowns(role) && townsOf(role, towns).length === 0)
    throw new ConflictError(
      `${role === 'editor' ? 'Редактору' : 'Отделу кадров'} нужен хотя бы один город.`,
      [{ field: 'body.towns', message: 'Выберите город (или оба).' }],
    );
}

export async function createAccount(db: Db, input: NewAccount, now = new Date()): Promise<AccountRow> {
  checkTowns(input.role, input.towns);
  const email = normalEmail(input.email);
  const [existing] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email));
  if (existing)
    throw new ConflictError(`Сотрудник ${email} уже есть.`, [
      { field: 'body.email', message: 'Этот адрес уже занят.' },
    ]);
  const [row] = await db
    .insert(staffAccounts)
    .values({
      email,
      name: input.name.trim(),
      role: input.role,
      towns: townsOf(input.role, input.towns),
      passwordHash: await hashPassword(input.password),
      mustChangePassword: input.mustChangePassword ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, normalEmail(email)));
  return row;
}

export async function getAccount(db: Db, id: number): Promise<AccountRow> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  if (!row) throw new NotFoundError(`Сотрудника ${id} нет.`);
  return row;
}

export const listAccounts = (db: Db) => db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));

export interface AccountChange {
  name: string;
  role: StaffRole;
  towns: readonly string[];
  disabled: boolean;
}

/** Changing what an account may do, or disabling it, ends its sessions: nothing keeps the old rights. */
export async function updateAccount(
  db: Db,
  actor: Staff,
  id: number,
  change: AccountChange,
  now = new Date(),
): Promise<{ before: AccountRow; after: AccountRow }> {
  const before = await getAccount(db, id);
  if (id === actor.id && (change.role !== 'admin' || change.disabled))
    throw new ForbiddenError('Нельзя снять с себя роль администратора или отключить свою учётную запись.');
  checkTowns(change.role, change.towns);
  const towns = townsOf(change.role, change.towns);
  const [after] = await db
    .update(staffAccounts)
    .set({ name: change.name.trim(), role: change.role, towns, disabled: change.disabled, updatedAt: now })
    .where(eq(staffAccounts.id, id))
    .returning();
  const rightsChanged =
    before.role !== change.role ||
    before.towns.join() !== towns.join() ||
    change.disabled !== before.disabled;
  if (rightsChanged) await db.delete(staffSessions).where(eq(staffSessions.accountId, id));
  return { before, after: after! };
}

export async function deleteAccount(db: Db, actor: Staff, id: number): Promise<AccountRow> {
  if (id === actor.id) throw new ForbiddenError('Нельзя удалить свою учётную запись.');
  const row = await getAccount(db, id);
  // Its sessions go with it (foreign key); audit entries keep the e-mail.
  await db.delete(staffAccounts).where(eq(staffAccounts.id, id));
  return row;
}

/**
 * Sets a password and ends the account's sessions, but the one given (a staff member changing their own), and its
 * unused reset links. `temporary`: set by an admin, its owner must set their own at the next sign-in.
 */
export async function setPassword(
  db: Db,
  id: number,
  password: string,
  keepSessionHash?: string,
  now = new Date(),
  { temporary = false }: { temporary?: boolean } = {},
): Promise<void> {
  await getAccount(db, id);
  await db
    .update(staffAccounts)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: temporary, updatedAt: now })
    .where(eq(staffAccounts.id, id));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.accountId, id));
  const sessions = await db
    .select({ tokenHash: staffSessions.tokenHash })
    .from(staffSessions)
    .where(eq(staffSessions.accountId, id));
  for (const { tokenHash } of sessions)
    if (tokenHash !== keepSessionHash)
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export const DEMO_ADMIN_EMAIL = 'admin@kino.local';

/**
 * The embedded demo database's first admin: made on the first start when there is no account at all, with a random
 * password the caller prints once (only its hash is stored). Answers null when accounts exist.
 */
export async function ensureDemoAdmin(db: Db): Promise<{ email: string; password: string } | null> {
  const [row] = await db.select({ n: count() }).from(staffAccounts);
  if ((row?.n ?? 0) > 0) return null;
  const password = randomBytes(12).toString('base64url');
  await createAccount(db, {
    email: DEMO_ADMIN_EMAIL,
    name: 'Администратор (демо)',
    role: 'admin',
    towns: TOWNS,
    password,
  });
  return { email: DEMO_ADMIN_EMAIL, password };
}

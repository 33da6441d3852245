// `pnpm --filter @kino/content staff:add --email … --name … --role admin|editor|hr [--towns main,rechitsa]`: makes a
// staff account in the configured database (DATABASE_URL or the embedded one). The password comes from the
// STAFF_PASSWORD variable or from standard input (one line); without either, a random one is made and printed once.
// Only its argon2id hash is stored.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { staffRoleValues } from '@kino/api/enums';
import { isTown, TOWNS } from '@kino/api/towns';
import type { StaffRole } from '@kino/api/types';
import { createAccount } from '#src/staff/accounts.ts';
import { ConflictError } from '#src/staff/errors.ts';
import { openConfiguredDatabase } from './database.ts';

const USAGE = `Usage: staff:add --email <e-mail> --name <name> --role <${staffRoleValues.join('|')}> [--towns main,rechitsa]
  The password is read from STAFF_PASSWORD or from standard input; without either, a random one is printed once.
  --towns: the towns an editor edits or an hr member reads the applications of (default both); admins work in both.`;

/** The contract's Password schema: at least 10 characters. */
const PASSWORD_MIN = 10;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

function args() {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        towns: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

const values = args();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const email = values.email?.trim() ?? '';
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail('--email: an e-mail address is needed.');
const name = values.name?.trim() ?? '';
if (!name) fail('--name: the staff member’s name is needed.');
const role = values.role as StaffRole;
if (!staffRoleValues.includes(role)) fail(`--role: one of ${staffRoleValues.join(', ')}.`);
const towns = values.towns ? values.towns.split(',').map((t) => t.trim()) : [...TOWNS];
const unknown = towns.filter((t) => !isTown(t));
if (unknown.length > 0) fail(`--towns: unknown town ${unknown.join(', ')} (towns: ${TOWNS.join(', ')}).`);

let password = process.env.STAFF_PASSWORD ?? (await readStdin());
const generated = password === '';
if (generated) password = randomBytes(12).toString('base64url');
if (password.length < PASSWORD_MIN) fail(`The password needs at least ${PASSWORD_MIN} characters.`);

const database = await openConfiguredDatabase();
try {
  const account = await createAccount(database.db, { email, name, role, towns, password });
  console.log(`Staff account ${account.email} (${account.role}; ${account.towns.join(', ')}) created.`);
  if (generated) console.log(`Password (shown once): ${password}`);
} catch (error) {
  if (error instanceof ConflictError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}

// Staff passwords: argon2id hashes (@node-rs/argon2, prebuilt, no native build), checked in constant work.
import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * Tests only: CONTENT_TEST_FAST_HASH=1 makes new hashes with argon2's smallest cost (8 KiB, one pass) so the suites
 * that create and sign in many accounts do not spend minutes hashing; apps/content/vitest.config.ts and the e2e suite
 * set it. Ignored under NODE_ENV=production, and never set by deploy/. A hash carries its own parameters, so
 * `verify` needs no option either way.
 */
export const FAST_HASH_VARIABLE = 'CONTENT_TEST_FAST_HASH';

const fast = process.env[FAST_HASH_VARIABLE] === '1' && process.env.NODE_ENV !== 'production';

// argon2id with the library's defaults: 19 MiB memory, 2 passes, 1 lane (the OWASP minimum for argon2id).
const OPTIONS: Options = fast ? { memoryCost: 8, timeCost: 1, parallelism: 1 } : {};

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** A hash of nothing anyone knows: an unknown e-mail still costs one verification, so timing tells nothing. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword(crypto.randomUUID());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

// Staff passwords: argon2id hashes (@node-rs/argon2, prebuilt, no native build), checked in constant work.
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults: 19 MiB memory, 2 passes, 1 lane (the OWASP minimum for argon2id).
export const hashPassword = (password: string): Promise<string> => hash(password);

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

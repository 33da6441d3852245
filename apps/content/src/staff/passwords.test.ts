// The test-only fast hash: smallest argon2 cost when asked for, the library's defaults otherwise and in production.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshHash(env: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  vi.resetModules();
  const passwords = await import('./passwords.ts');
  const stored = await passwords.hashPassword('a long enough secret');
  return { stored, ok: await passwords.verifyPassword(stored, 'a long enough secret') };
}

describe('password hashing cost', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is argon2 at its smallest cost with CONTENT_TEST_FAST_HASH=1', async () => {
    const { stored, ok } = await freshHash({ CONTENT_TEST_FAST_HASH: '1', NODE_ENV: 'test' });
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(ok).toBe(true);
  });

  it('keeps the OWASP minimum without it, and under NODE_ENV=production even with it', async () => {
    for (const env of [
      { CONTENT_TEST_FAST_HASH: undefined, NODE_ENV: 'test' },
      { CONTENT_TEST_FAST_HASH: '1', NODE_ENV: 'production' },
    ]) {
      const { stored, ok } = await freshHash(env);
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(ok).toBe(true);
    }
  });
});

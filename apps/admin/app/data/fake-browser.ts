// For the unit tests (Node): the browser the workspace runs in — its origin, sessionStorage — and the admin API
// behind fetch, answering the session of `account` until `ended`, then 401 to everything.
import { vi } from 'vitest';
import { queryClient } from './query-client.ts';

export class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

export const editor = {
  id: 3,
  email: 'editor@kino.example',
  name: 'Редактор',
  role: 'editor',
  towns: ['main'],
};

export function fakeBrowser(account: object = editor) {
  const state = { ended: false };
  vi.stubGlobal('window', { location: { origin: 'http://localhost:4000' } });
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      state.ended
        ? new Response(JSON.stringify({ type: 'about:blank', title: 'Войдите', status: 401 }), {
            status: 401,
            headers: { 'content-type': 'application/problem+json' },
          })
        : Response.json({ account, expiresAt: '2026-11-27T12:00:00Z' }),
    ),
  );
  queryClient.clear();
  return state;
}

export function closeFakeBrowser() {
  vi.unstubAllGlobals();
  queryClient.clear();
}

/** What a loader threw or returned: a Response's status and Location, or null when it let the page open. */
export async function outcomeOf(
  loading: Promise<unknown>,
): Promise<{ status: number; location: string | null } | null> {
  try {
    await loading;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location') };
    throw thrown;
  }
}

// Staff in tests: accounts made in the database, signed in over HTTP, and calls that carry the cookie and the Origin.

import type { Town } from '@kino/api/towns';
import type { StaffRole } from '@kino/api/types';
import { createAccount } from '#src/staff/accounts.ts';
import type { Running } from './helpers.ts';

export const PASSWORD = 'correct horse battery staple';

/** A clock the test moves: `now()` for the server, `advance(ms)` to move it. */
export function movableClock(start = new Date()) {
  let offset = 0;
  return {
    now: () => new Date(start.getTime() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

export interface Call {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** An HTTP client of the admin API: same origin as the service unless told otherwise, the session cookie kept. */
export class StaffClient {
  cookie: string | null = null;
  constructor(
    readonly server: Running,
    readonly publicOrigin: string,
  ) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    extra: { headers?: Record<string, string>; origin?: string | null; raw?: BodyInit } = {},
  ): Promise<Call> {
    const headers: Record<string, string> = { ...extra.headers };
    const origin = extra.origin === undefined ? this.publicOrigin : extra.origin;
    if (origin !== null && method !== 'GET') headers.origin = origin;
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.server.origin}${path}`, {
      method,
      headers,
      body: extra.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie?.startsWith('kino_staff=')) {
      const value = setCookie.split(';')[0]!;
      this.cookie = value === 'kino_staff=' ? null : value;
    }
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown) => this.call('POST', path, body);
  put = (path: string, body?: unknown) => this.call('PUT', path, body);
  delete = (path: string) => this.call('DELETE', path);

  async signIn(email: string, password = PASSWORD): Promise<Call> {
    return this.post('/admin/v1/session', { email, password });
  }
}

let counter = 0;

/** A staff account made in the service's database, and a client signed in as it. */
export async function staffMember(
  server: Running,
  publicOrigin: string,
  role: StaffRole,
  towns: Town[] = ['main', 'rechitsa'],
): Promise<StaffClient & { email: string }> {
  counter += 1;
  const email = `${role}-${towns.join('-')}-${counter}@kino.test`;
  await createAccount(server.app.database.db, {
    email,
    name: `${role} ${counter}`,
    role,
    towns,
    password: PASSWORD,
  });
  const client = Object.assign(new StaffClient(server, publicOrigin), { email });
  const signedIn = await client.signIn(email);
  if (signedIn.status !== 200)
    throw new Error(`sign-in of ${email}: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  return client;
}

// Visitors on loopback: each one sends from its own address (all of 127.0.0.0/8 is this machine on Linux), so the
// balancer, the site and the content service tell them apart exactly as they would tell apart visitors on the web.
import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Visitor {
  address: string;
  send(
    url: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<Answer>;
}

/** Visitor `n` (1…65 000) sends from 127.0.x.y. */
export function visitor(n: number): Visitor {
  const address = `127.0.${Math.floor(n / 250) + 1}.${(n % 250) + 1}`;
  return {
    address,
    send: (url, init = {}) =>
      new Promise((resolve, reject) => {
        const req = request(
          url,
          {
            method: init.method ?? 'GET',
            headers: init.headers,
            localAddress: address,
            agent: false,
            timeout: 20_000,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('timeout', () => req.destroy(new Error('timed out')));
        req.on('error', reject);
        req.end(init.body);
      }),
  };
}

/** The callback form as the contacts page posts it without JavaScript (seed = one page load). */
export function callbackForm(fields: { seed: string; name: string; phone: string }): string {
  return new URLSearchParams({
    _submission: fields.seed,
    name: fields.name,
    phone: fields.phone,
    preferredTime: 'evening',
    consent: 'true',
    website: '',
  }).toString();
}

/** Where the contacts page's callback form posts. */
export const CALLBACK_ACTION = `/forms/callback/?${new URLSearchParams({ key: 'callback', from: '/contacts/' })}`;

/** Seven digits unique to `n` (below 9 000 000), never starting with 0: a valid mobile number after +375 29. */
const subscriberOf = (n: number) => String(1_000_000 + n);

/** A Belarusian mobile number unique to `n`, as a visitor types it. */
export const phoneOf = (n: number) => `+375 29 ${subscriberOf(n).slice(0, 3)}-${subscriberOf(n).slice(3)}`;

/** The same number as the content service stores it. */
export const storedPhoneOf = (n: number) => `+37529${subscriberOf(n)}`;

/** Names must be letters: visitor 17 is «Зритель Бвг…» (its number spelled in letters). */
export function nameOf(n: number): string {
  const letters = 'абвгдежзик';
  return `Зритель ${[...String(n)].map((digit) => letters[Number(digit)]).join('')}`;
}

// HTTP as clients of all kinds send it: timed fetches, raw sockets for what fetch cannot send (an endless chunked
// body, a body that stops), and the site's forms as a browser without JavaScript posts them.
import { connect } from 'node:net';

export interface Answer {
  status: number;
  ms: number;
  headers: Headers;
  text: string;
}

/** A fetch with its duration; a network failure is status 0 (the suite counts it, it does not throw). */
export async function timed(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Answer> {
  const began = performance.now();
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      ...init,
      signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - began, headers: response.headers, text };
  } catch {
    return { status: 0, ms: performance.now() - began, headers: new Headers(), text: '' };
  }
}

/** Sends `head` on a fresh connection; resolves with what came back and when the server closed it (or at `ms`). */
export function rawExchange(
  port: number,
  head: string,
  ms: number,
): Promise<{ text: string; closedAfterMs: number; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const began = performance.now();
    let text = '';
    let byServer = true;
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () =>
      resolve({ text, closedAfterMs: performance.now() - began, closedByServer: byServer }),
    );
    setTimeout(() => {
      byServer = false;
      socket.destroy();
    }, ms).unref();
  });
}

/**
 * Streams a chunked body of `totalBytes` as fast as the server takes it, stopping when an answer arrives or the
 * connection closes: how long the server took to answer, and how much it had to take before that.
 */
export function chunkedFlood(
  port: number,
  path: string,
  headers: Record<string, string>,
  totalBytes: number,
  prefix = '',
): Promise<{ status: number; answeredAfterMs: number; sentBytes: number; text: string }> {
  return new Promise((resolve) => {
    const began = performance.now();
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    let text = '';
    let answeredAt = 0;
    let done = false;
    const socket = connect(port, '127.0.0.1');
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, answeredAfterMs: (answeredAt || performance.now()) - began, sentBytes: sent, text });
    };
    const pump = () => {
      while (!done && sent < totalBytes) {
        const size = Math.min(chunk.length, totalBytes - sent);
        sent += size;
        // All three parts of the chunk are written whatever write() answers: it only asks to wait before the next.
        socket.write(`${size.toString(16)}\r\n`);
        socket.write(chunk.subarray(0, size));
        if (!socket.write('\r\n')) return void socket.once('drain', pump);
      }
      if (!done && sent >= totalBytes) socket.write('0\r\n\r\n');
    };
    socket.on('connect', () => {
      const lines = Object.entries({ host: `127.0.0.1:${port}`, 'transfer-encoding': 'chunked', ...headers });
      socket.write(`POST ${path} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`);
      if (prefix) {
        const bytes = Buffer.from(prefix);
        socket.write(`${bytes.length.toString(16)}\r\n`);
        socket.write(bytes);
        socket.write('\r\n');
      }
      pump();
    });
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      text += data;
      if (!answeredAt) answeredAt = performance.now();
      if (text.includes('\r\n\r\n')) setTimeout(finish, 50);
    });
    socket.on('error', finish);
    socket.on('close', finish);
    setTimeout(finish, 20_000).unref();
  });
}

/**
 * Where a page sends one of its forms without JavaScript: the `action` of its <form> with that key, or the first one
 * posting to the form route of that name (`/forms/vacancy/`).
 */
export async function formAction(siteUrl: string, path: string, key: string): Promise<string> {
  const text = await (await fetch(`${siteUrl}${path}`)).text();
  const actions = [...text.matchAll(/<form\b[^>]*\baction="([^"]*)"/g)].map(([, raw]) =>
    raw!.replaceAll('&amp;', '&'),
  );
  const byKey = actions.find((action) => new URL(action, siteUrl).searchParams.get('key') === key);
  const byRoute = actions.find((action) => new URL(action, siteUrl).pathname.endsWith(`/forms/${key}/`));
  if (byKey ?? byRoute) return (byKey ?? byRoute)!;
  throw new Error(`${path} has no form with the key ${key}`);
}

/** The callback form's fields as a browser sends them (url-encoded), with a fresh submission seed. */
export function callbackFields(name: string, phone: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    _submission: crypto.randomUUID(),
    name,
    phone,
    preferredTime: 'evening',
    consent: 'true',
    website: '',
    ...extra,
  });
}

/** A Belarusian mobile number no other submission of this run uses, as the visitor types it and as stored. */
export function uniquePhone(n: number): { typed: string; stored: string } {
  const digits = String(1_000_000 + (n % 9_000_000))
    .padStart(7, '0')
    .slice(-7);
  return {
    typed: `+375 29 ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`,
    stored: `+37529${digits}`,
  };
}

/** A person's name no other submission uses: Cyrillic letters only, since names are validated as names. */
export function uniqueName(first: string): string {
  const letters = 'абвгдежзиклмнопрстуфхцчшэюя';
  let suffix = '';
  for (let i = 0; i < 10; i++) suffix += letters[Math.floor(Math.random() * letters.length)];
  return `${first} Проверкин${suffix}`;
}

// Issue 17, item by item, against the real site and content service on loopback: each test reproduces what the
// issue saw and checks it now holds. The destructive ones (SIGSTOP, SIGTERM) come last; the logs and the stored rows
// are checked after everything has been sent.
import { randomBytes, randomInt } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { PAGE_FRESH_S, PAGE_STALE_WHILE_REVALIDATE_S } from '@kino/api/freshness';
import { listPageOf } from '@kino/api/routes';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  callbackFields,
  chunkedFlood,
  formAction,
  rawExchange,
  timed,
  uniqueName,
  uniquePhone,
} from '#src/http.ts';
import { rowProblems } from '#src/rows.ts';
import { CONTENT_REQUEST_TIMEOUT_MS, freePort, HOST, rssMiB, startSite } from '#src/servers.ts';
import { linesContaining, readApplications, type Stack, startStack } from '#src/stack.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MiB = 1024 * 1024;
/** Pages a visitor has just seen: in the site's page cache when the content service stops. */
const CACHED_PAGES = ['/', '/afisha/', '/rechitsa/afisha/', '/contacts/'];
/** Pages of each town nobody has asked for when the content service stops: their first content calls time out. */
const UNCACHED_FIRST = ['/faq/', '/rechitsa/faq/'];
/** Pages nobody has asked for either, asked after those: the site already knows the service is down. */
const UNCACHED_AFTER = ['/rechitsa/contacts/', '/services/'];
/** How long a page cache entry is served before it must be rendered again (its windows, @kino/api/freshness). */
const PAGE_CACHE_LIFE_MS = (PAGE_FRESH_S + PAGE_STALE_WHILE_REVALIDATE_S) * 1000;

/** A process's state and where it waits, for a failure message. */
function processState(pid: number): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').slice(0, 3).join(' ');
    return `${status}; wchan ${readFileSync(`/proc/${pid}/wchan`, 'utf8')}`;
  } catch {
    return 'gone';
  }
}

let stack: Stack;
let warmedAt = 0;
let phoneCounter = 0;
/** The site's own slow-client probes, started first so their minute passes while the other tests run. */
let siteSlowProbes: Promise<{ closedAfterMs: number; closedByServer: boolean }[]>;
let callbackAction: string;

/** A callback form of the site, filed as a browser without JavaScript would, remembered for the log check. */
async function fileCallback(extraHeaders: Record<string, string> = {}): Promise<Answer> {
  const name = uniqueName('Ирина');
  const phone = uniquePhone(++phoneCounter);
  stack.submitted.names.add(name);
  stack.submitted.phones.add(phone.stored);
  return timed(`${stack.site.url}${callbackAction}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extraHeaders },
    body: callbackFields(name, phone.typed),
  });
}

const contentForm = (path: string) => `${stack.content.url}/main/kino/v1/orders/${path}`;

beforeAll(async () => {
  stack = await startStack('faults');
  siteSlowProbes = Promise.all([
    // Headers that never end, and a body that never ends.
    rawExchange(stack.site.port, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ', 100_000),
    rawExchange(
      stack.site.port,
      'POST /forms/callback/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\nname=',
      100_000,
    ),
  ]);
  for (const path of CACHED_PAGES) {
    expect((await timed(`${stack.site.url}${path}`)).status, path).toBe(200);
    expect((await timed(`${stack.site.url}${path}`)).headers.get('x-page-cache'), path).toMatch(/hit|stale/);
  }
  warmedAt = Date.now();
  callbackAction = await formAction(stack.site.url, '/contacts/', 'callback');
});

afterAll(async () => {
  await stack?.stop();
});

describe('1. bodies have a byte limit, enforced while streaming', () => {
  it('a chunked 50 MB form post to the site answers 413 within 1 s; its memory grows < 50 MB', async () => {
    const pid = stack.site.serverPid();
    const before = rssMiB(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(pid));
    }, 20);
    const flood = await chunkedFlood(
      stack.site.port,
      callbackAction,
      { 'content-type': 'application/x-www-form-urlencoded' },
      50 * MiB,
      'intent=callback&comment=',
    );
    clearInterval(sampler);
    peak = Math.max(peak, rssMiB(pid));
    expect(flood.status).toBe(413);
    expect(flood.answeredAfterMs).toBeLessThan(1_000);
    expect(peak - before).toBeLessThan(50);
    // And the same to a page that has no form of its own.
    const page = await chunkedFlood(stack.site.port, '/vacancies/', {}, 50 * MiB);
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect(page.status).toBeLessThan(500);
    expect(page.answeredAfterMs).toBeLessThan(1_000);
  });

  it('the content service cuts a chunked 50 MB JSON or multipart body with 413 within 1 s', async () => {
    const pid = stack.content.serverPid();
    const before = rssMiB(pid);
    const json = await chunkedFlood(
      stack.content.port,
      '/main/kino/v1/orders/callback',
      { 'content-type': 'application/json' },
      50 * MiB,
      '{"comment":"',
    );
    expect(json.status).toBe(413);
    expect(json.answeredAfterMs).toBeLessThan(1_000);
    const boundary = 'faults';
    const multipart = await chunkedFlood(
      stack.content.port,
      '/main/kino/v1/orders/vacancy',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      50 * MiB,
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    expect(multipart.status).toBe(413);
    expect(multipart.answeredAfterMs).toBeLessThan(1_000);
    expect(rssMiB(pid) - before).toBeLessThan(50);
  });
});

describe('5. every client mistake is a 4xx', () => {
  it('the site: a slug the contract refuses, //, //a:b, TRACE, a broken Host', async () => {
    for (const path of ['/news/kassir/', '/afisha/%00/', '/rechitsa/hall/..%2F..%2Fetc/'])
      expect((await timed(`${stack.site.url}${path}`)).status, path).toBe(404);
    // A page has one address: capitals lead to the lowercase path (whose slug then answers for itself).
    const capitals = await timed(`${stack.site.url}/news/KASSIR/`);
    expect(capitals.status).toBe(301);
    expect(capitals.headers.get('location')).toBe('/news/kassir/');
    for (const head of [
      'GET // HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET //a:b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n',
    ]) {
      const { text } = await rawExchange(stack.site.port, head, 5_000);
      expect(text, head).toMatch(/^HTTP\/1\.1 4\d\d/);
    }
  });

  it('the content service: a NUL in a CV file name and in getHead’s url', async () => {
    const data = new FormData();
    for (const [key, value] of Object.entries({
      vacancy: 'kassir',
      name: 'Павел Сидоров',
      phone: '+375331112233',
      consent: 'on',
    }))
      data.append(key, value);
    data.append('cv', new Blob(['%PDF-1.4\n%%EOF\n']), 'cv\u0000.pdf');
    stack.submitted.names.add('Павел Сидоров');
    expect((await timed(contentForm('vacancy'), { method: 'POST', body: data })).status).toBe(400);
    const url = encodeURIComponent(`${stack.site.url}/afisha/\u0000/`);
    expect((await timed(`${stack.content.url}/main/rankmath/v1/getHead?url=${url}`)).status).toBe(400);
  });
});

describe('6. slow clients do not hold connections', () => {
  it('the content service closes a request whose body never ends after its request timeout', async () => {
    const { closedAfterMs, closedByServer } = await rawExchange(
      stack.content.port,
      'POST /main/kino/v1/orders/callback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
      20_000,
    );
    expect(closedByServer).toBe(true);
    expect(closedAfterMs).toBeLessThan(CONTENT_REQUEST_TIMEOUT_MS + 2_000);
  });
});

describe('7. the page cache is not bypassed by extra query parameters', () => {
  it('/afisha/?r=<random> is answered from the cache', async () => {
    for (let i = 0; i < 20; i++) {
      const answer = await timed(`${stack.site.url}/afisha/?r=${Math.random()}&utm_source=x${i}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-page-cache')).toMatch(/^(hit|stale)$/);
    }
  });
});

describe('7b. the caches are not bypassed by junk (issue 33)', () => {
  it('20 random preview tokens get the public page from the cache (each unknown token asked about once)', async () => {
    for (let i = 0; i < 20; i++) {
      // Well-formed by the contract's pattern, so the site has to ask whether it shows a draft.
      const token = randomBytes(24).toString('base64url');
      const answer = await timed(`${stack.site.url}/afisha/?preview=${token}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-page-cache'), token).toMatch(/^(hit|stale)$/);
      expect(answer.headers.get('cache-control')).toMatch(/^public/);
      expect(answer.headers.get('x-robots-tag')).toBeNull();
    }
  });

  it('20 random spellings of a page number are answered from the cache; a page past the end is a cached 404', async () => {
    expect((await timed(`${stack.site.url}/news/`)).status).toBe(200);
    const junk = (): string => {
      const spellings = [
        `${'0'.repeat(randomInt(1, 6))}1`,
        `1.${'0'.repeat(randomInt(1, 6))}`,
        String(randomInt(1001, 1_000_000_000)),
        String(-randomInt(1, 1000)),
        randomBytes(randomInt(1, 12)).toString('base64url'),
        `${randomInt(1, 1000)}.${randomInt(1, 9)}`,
      ];
      const spelling = spellings[randomInt(spellings.length)]!;
      // Random bytes can spell a real page past the end (`454`, `1e3`): that one is a 404 of its own, not junk.
      return listPageOf(spelling) > 1 ? junk() : spelling;
    };
    for (let i = 0; i < 20; i++) {
      const page = junk();
      const answer = await timed(`${stack.site.url}/news/?page=${encodeURIComponent(page)}`);
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get('x-page-cache'), page).toMatch(/^(hit|stale)$/);
    }
    const past = [
      await timed(`${stack.site.url}/news/?page=999`),
      await timed(`${stack.site.url}/news/?page=0999`),
    ];
    expect(past.map((answer) => answer.status)).toEqual([404, 404]);
    expect(past[1]!.headers.get('x-page-cache')).toMatch(/^(hit|stale)$/);
    expect(past[1]!.headers.get('cache-control')).toMatch(/^public/);
  });
});

describe('8. cross-site form posts are refused', () => {
  it('by the site and by the content service; the site’s own post still files', async () => {
    expect((await fileCallback({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await fileCallback({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const body = JSON.stringify({
      name: 'Анна',
      phone: '+375291234567',
      preferredTime: 'asap',
      consent: true,
    });
    for (const path of ['callback', 'vacancy']) {
      const answer = await timed(contentForm(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body,
      });
      expect(answer.status, path).toBe(403);
    }
    const own = await fileCallback({ origin: stack.site.url });
    expect(own.status).toBe(303);
  });
});

describe('9. input rules', () => {
  const post = (body: unknown) =>
    timed(contentForm('callback'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  it('names of zero-width spaces or with a right-to-left override are refused', async () => {
    for (const name of ['\u200B\u200B\u200B\u200B', 'Анна\u202Eавонак'])
      expect(
        (await post({ name, phone: '+375291234567', preferredTime: 'asap', consent: true })).status,
      ).toBe(400);
  });
  it('a %PDF- file named cv.html is refused; a 20,004-character file name is shortened', async () => {
    const form = (fileName: string, bytes: string) => {
      const data = new FormData();
      data.append('vacancy', 'kassir');
      data.append('name', 'Олег Длинноимённый');
      data.append('phone', '+375447776655');
      data.append('consent', 'on');
      data.append('cv', new Blob([bytes]), fileName);
      return data;
    };
    stack.submitted.names.add('Олег Длинноимённый');
    stack.submitted.phones.add('+375447776655');
    const html = await timed(contentForm('vacancy'), {
      method: 'POST',
      body: form('cv.html', '%PDF-<html><script>alert(1)</script>'),
    });
    expect(html.status).toBe(415);
    const long = await timed(contentForm('vacancy'), {
      method: 'POST',
      body: form(`${'x'.repeat(20_000)}.pdf`, '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    });
    expect(long.status).toBe(201);
  });
});

describe('10. headers', () => {
  it('the site sends CORP, and HSTS when its origin is https', async () => {
    const page = await timed(`${stack.site.url}/`);
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const port = await freePort(HOST);
    const https = await startSite({
      port,
      contentUrl: stack.content.url,
      origin: 'https://kino.example',
      logName: 'site-https',
    });
    try {
      const answer = await timed(`${https.url}/`);
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    } finally {
      await https.stop();
    }
  });
});

describe('11. the content service’s memory is bounded under hostile input', () => {
  it('a second round of hostile requests does not grow it further', async () => {
    const pid = stack.content.serverPid();
    const round = async (seed: number) => {
      const urls: string[] = [];
      for (let i = 0; i < 400; i++) {
        const r = `${seed}-${i}-${'q'.repeat(i % 50)}`;
        const page = encodeURIComponent(`${stack.site.url}/afisha/?x=${r}`);
        urls.push(
          `${stack.content.url}/main/kino/v1/films?r=${r}`,
          `${stack.content.url}/rechitsa/rankmath/v1/getHead?url=${page}`,
          `${stack.content.url}/main/kino/v1/news/${r.replace(/\W/g, '')}`,
        );
      }
      let next = 0;
      const worker = async () => {
        while (next < urls.length) {
          const answer = await timed(urls[next++]!);
          expect(answer.status).toBeLessThan(500);
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
    };
    await round(1);
    const afterFirst = rssMiB(pid);
    await round(2);
    const afterSecond = rssMiB(pid);
    expect(afterSecond - afterFirst).toBeLessThan(30);
  });
});

describe('12. latency under overload', () => {
  it("200 connections on cached pages: every request answered 2xx (latency printed; budgets are the bench's)", async () => {
    const result = await autocannon({
      url: `${stack.site.url}/afisha/`,
      connections: 200,
      duration: 5,
    });
    console.info(
      `[faults] 200 connections on /afisha/: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
    expect(result.errors + result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.requests.total).toBeGreaterThan(0);
    // Latency is printed, not asserted: a timing depends on what else the machine runs (p99 5.3 s beside seven other
    // suites); the budgets are apps/bench's.
  });
});

describe('3. the content service stopped (SIGSTOP)', () => {
  it('after the first timed-out call, cached pages are stale and uncached ones 503 at once; both recover within 5 s of SIGCONT', async () => {
    // Past the cache's normal life, so only stale-if-error can answer.
    const wait = warmedAt + PAGE_CACHE_LIFE_MS + 1_000 - Date.now();
    if (wait > 0) await sleep(wait);
    stack.content.signalGroup('SIGSTOP');
    const first: Array<[string, Answer]> = [];
    const after: Array<[string, Answer]> = [];
    let continuedAt = 0;
    try {
      // An uncached page of each town first: nothing to fall back on, so the content calls' time limit decides, and
      // each town's content address (its circuit breaker, decision 035) has had its first timed-out call.
      for (const path of UNCACHED_FIRST) first.push([path, await timed(`${stack.site.url}${path}`)]);
      // From now on the site knows the service is down: every page is answered at once.
      for (const path of [...CACHED_PAGES, ...UNCACHED_AFTER])
        after.push([path, await timed(`${stack.site.url}${path}`)]);
    } finally {
      stack.content.signalGroup('SIGCONT');
      continuedAt = Date.now();
    }
    for (const [path, answer] of [...first, ...after])
      console.info(
        `[faults] SIGSTOP: ${path} ${answer.status} ${answer.headers.get('x-page-cache') ?? ''} in ${Math.round(answer.ms)} ms`,
      );
    for (const [path, answer] of first) {
      expect(answer.status, path).toBe(503);
      expect(answer.ms, path).toBeLessThan(5_000);
      expect(answer.text, path).toContain('временно');
    }
    for (const [path, answer] of after) {
      expect(answer.ms, path).toBeLessThan(300);
      if (UNCACHED_AFTER.includes(path)) {
        expect(answer.status, path).toBe(503);
        expect(answer.text, path).toContain('временно');
      } else {
        expect(answer.status, path).toBe(200);
        // From the page cache: `hit`/`stale` when an earlier test had it rendered again less than 30 s ago (the
        // overload test asks /afisha/), `stale-if-error` when its render has just failed.
        expect(answer.headers.get('x-page-cache'), path).toMatch(/^(hit|stale|stale-if-error)$/);
      }
    }
    // At least the pages past their life were answered by the failed render's fallback.
    expect(
      after.filter(([, answer]) => answer.headers.get('x-page-cache') === 'stale-if-error').length,
    ).toBeGreaterThan(0);
    // The site notices by itself that the service answers again (its probe), without a visitor paying for it.
    let recovered = { page: 0, cached: '', afterMs: 0 };
    while (Date.now() - continuedAt < 5_000) {
      const page = await timed(`${stack.site.url}/faq/`);
      const cached = await timed(`${stack.site.url}/afisha/`);
      recovered = {
        page: page.status,
        cached: cached.headers.get('x-page-cache') ?? '',
        afterMs: Date.now() - continuedAt,
      };
      if (page.status === 200 && cached.status === 200 && recovered.cached !== 'stale-if-error') break;
      await sleep(200);
    }
    console.info(`[faults] SIGCONT: recovered in ${recovered.afterMs} ms`);
    expect(recovered.page).toBe(200);
    expect(recovered.cached).not.toBe('stale-if-error');
    expect(recovered.afterMs).toBeLessThan(5_000);
  });
});

describe('6. slow clients do not hold the site', () => {
  it('the site closed the connections whose headers or body never ended', async () => {
    for (const probe of await siteSlowProbes) expect(probe.closedByServer).toBe(true);
  });
});

describe('2. SIGTERM under keep-alive load', () => {
  /** Keep-alive GETs in a loop until told to stop; counts answers. */
  function keepAliveLoad(url: string, sockets: number) {
    const agent = new Agent({ keepAlive: true, maxSockets: sockets });
    let stop = false;
    let answered = 0;
    const loop = async () => {
      while (!stop) {
        const ok = await new Promise<boolean>((resolve) => {
          const req = httpRequest(url, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(true));
          });
          req.on('error', () => resolve(false));
          req.end();
        });
        if (ok) answered++;
        else await sleep(20);
      }
    };
    const loops = Array.from({ length: sockets }, loop);
    return {
      answered: () => answered,
      async stop() {
        stop = true;
        await Promise.all(loops);
        agent.destroy();
      },
    };
  }

  /** A post whose body is sent in two halves; resolves with its answer's status (0 when cut). */
  function slowPost(url: string, headers: Record<string, string>, body: string) {
    let sendRest: () => void = () => undefined;
    const answer = new Promise<number>((resolve) => {
      const bytes = Buffer.from(body);
      const req = httpRequest(
        url,
        { method: 'POST', headers: { ...headers, 'content-length': String(bytes.length) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.write(bytes.subarray(0, 10));
      sendRest = () => req.end(bytes.subarray(10));
    });
    return { answer, sendRest: () => sendRest() };
  }

  it('the site: a cached page asked on a busy keep-alive connection after SIGTERM is answered, closing it', async () => {
    // A site of its own (the one above is stopped by the next test): `/contacts/` cached and fresh, so the page
    // cache's fast path answers it in the very listener call that receives it (decision 020).
    const site = await startSite({
      port: await freePort(HOST),
      contentUrl: stack.content.url,
      logName: 'site-sigterm-pipelined',
    });
    try {
      for (let i = 0; i < 2; i++) await (await fetch(`${site.url}/contacts/`)).arrayBuffer();
      const socket = connect(site.port, HOST);
      await once(socket, 'connect');
      socket.setEncoding('latin1');
      let text = '';
      let failure: Error | undefined;
      socket.on('data', (chunk: string) => {
        text += chunk;
      });
      socket.on('error', (error) => {
        failure = error;
      });
      const closed = once(socket, 'close');
      // A form post with half its body sent keeps the connection busy (the stop does not close it) across SIGTERM;
      // then the rest of the body and, on the same connection, the cached page: received after the stop began.
      const name = uniqueName('Зоя');
      const phone = uniquePhone(++phoneCounter);
      stack.submitted.names.add(name);
      stack.submitted.phones.add(phone.stored);
      const body = Buffer.from(callbackFields(name, phone.typed).toString());
      const host = `Host: ${HOST}:${site.port}\r\n`;
      socket.write(
        `POST ${callbackAction} HTTP/1.1\r\n${host}Content-Type: application/x-www-form-urlencoded\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, 10));
      await sleep(200);
      process.kill(site.serverPid(), 'SIGTERM');
      await sleep(300);
      socket.write(Buffer.concat([body.subarray(10), Buffer.from(`GET /contacts/ HTTP/1.1\r\n${host}\r\n`)]));
      await Promise.race([closed, sleep(12_000)]);
      socket.destroy();
      expect(failure, 'the connection failed').toBeUndefined();
      const answers = text.split(/(?=HTTP\/1\.1 )/).filter((part) => part.startsWith('HTTP/1.1 '));
      expect(answers.map((answer) => answer.split('\r\n')[0])).toEqual([
        'HTTP/1.1 303 See Other',
        'HTTP/1.1 200 OK',
      ]);
      expect(answers[1]).toMatch(/\r\nX-Page-Cache: hit\r\n/i);
      expect(answers[1]).toMatch(/\r\nConnection: close\r\n/i);
      const exit = await Promise.race([site.exited, sleep(12_000).then(() => undefined)]);
      expect(exit, 'the site did not exit 0 within 12 s').toEqual({ code: 0, signal: null });
    } finally {
      await site.stop();
    }
  });

  it('the site: in-flight posts complete, it exits 0 within 12 s', async () => {
    const load = keepAliveLoad(`${stack.site.url}/afisha/`, 20);
    await sleep(500);
    const posts = Array.from({ length: 5 }, () => {
      const name = uniqueName('Вера');
      const phone = uniquePhone(++phoneCounter);
      stack.submitted.names.add(name);
      stack.submitted.phones.add(phone.stored);
      return slowPost(
        `${stack.site.url}${callbackAction}`,
        { 'content-type': 'application/x-www-form-urlencoded' },
        callbackFields(name, phone.typed).toString(),
      );
    });
    await sleep(200);
    const began = Date.now();
    process.kill(stack.site.serverPid(), 'SIGTERM');
    await sleep(300);
    for (const post of posts) post.sendRest();
    const statuses = await Promise.all(posts.map((post) => post.answer));
    const exit = await Promise.race([stack.site.exited, sleep(12_000).then(() => undefined)]);
    await load.stop();
    expect(statuses).toEqual([303, 303, 303, 303, 303]);
    expect(exit, 'the site did not exit within 12 s').toEqual({ code: 0, signal: null });
    expect(Date.now() - began).toBeLessThan(12_000);
    expect(load.answered()).toBeGreaterThan(0);
  });

  it('the content service: in-flight applications are stored, it exits 0 within 12 s', async () => {
    const load = keepAliveLoad(`${stack.content.url}/main/kino/v1/films`, 20);
    await sleep(500);
    const posts = Array.from({ length: 5 }, (_, i) => {
      const name = uniqueName('Лидия');
      const phone = uniquePhone(++phoneCounter);
      stack.submitted.names.add(name);
      stack.submitted.phones.add(phone.stored);
      return slowPost(
        contentForm('callback'),
        { 'content-type': 'application/json', 'idempotency-key': `faults-sigterm-${i}-${Date.now()}` },
        JSON.stringify({ name, phone: phone.stored, preferredTime: 'day', consent: true }),
      );
    });
    await sleep(200);
    const began = Date.now();
    process.kill(stack.content.serverPid(), 'SIGTERM');
    await sleep(300);
    for (const post of posts) post.sendRest();
    const statuses = await Promise.all(posts.map((post) => post.answer));
    const pid = stack.content.serverPid();
    const exit = await Promise.race([stack.content.exited, sleep(12_000).then(() => undefined)]);
    if (!exit) console.info(`[faults] content ${pid} still there: ${processState(pid)}`);
    await load.stop();
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(exit, 'the content service did not exit within 12 s').toEqual({ code: 0, signal: null });
    expect(Date.now() - began).toBeLessThan(12_000);
  });
});

describe('4. logs and storage after the run', () => {
  it('no log line contains a submitted name or phone', () => {
    expect(stack.submitted.names.size).toBeGreaterThan(5);
    for (const server of [stack.site, stack.content])
      expect(linesContaining(server.logFile, [...stack.submitted.names, ...stack.submitted.phones])).toEqual(
        [],
      );
  });

  it('every stored application keeps the input rules; the long CV file name was shortened', async () => {
    const rows = await readApplications({ dataDir: stack.dataDir });
    expect(rows.length).toBeGreaterThan(5);
    expect(
      rows
        .map((row) => ({ name: row.name, problems: rowProblems(row) }))
        .filter((r) => r.problems.length > 0),
    ).toEqual([]);
    const long = rows.find((row) => row.name === 'Олег Длинноимённый');
    expect(long?.cvFilename?.length).toBe(120);
  });
});

// The site's CPU per content call (decision 035): the content client exactly as the site builds it
// (app/content/content.server.ts — its fetch, the ETag cache when SITE_CACHE=on, the timeout and retry), asked
// sequentially for a film list of about 9 kB by a loopback server in another process, so only the site's side is
// counted. A measurement, not a test: it prints the median of its rounds.
//
//   cd apps/site && SITE_CACHE=off npx tsx bench/content-call.ts   # every call goes to the service (uncached renders)
//   cd apps/site && SITE_CACHE=on npx tsx bench/content-call.ts    # answers from the ETag cache, as shipped
import { spawn } from 'node:child_process';
import { once } from 'node:events';

const CALLS = Number(process.env.BENCH_CALLS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

/** A content service stand-in: one JSON answer with an ETag, 304 on a matching If-None-Match, kept-alive sockets. */
const SERVER = `
const { createServer } = require('node:http');
const items = Array.from({ length: 40 }, (_, i) => ({ id: i, slug: 'film-' + i, title: 'Звёздный маяк ' + i,
  ageRating: '12+', duration: 120, genres: ['драма', 'комедия'], poster: '/media/p' + i + '.webp' }));
const body = JSON.stringify(items);
createServer((req, res) => {
  if (req.headers['if-none-match'] === '"v1"') { res.writeHead(304, { etag: '"v1"' }); res.end(); return; }
  res.writeHead(200, { 'content-type': 'application/json', etag: '"v1"', 'cache-control': 'public, max-age=0' });
  res.end(body);
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });
`;

const server = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
const [line] = (await once(server.stdout, 'data')) as [Buffer];
const base = `http://127.0.0.1:${Number(line.toString().trim())}/main/`;

process.env.CONTENT_URL_MAIN = base;
process.env.LOG_LEVEL = 'silent';
const { contentClient } = await import('#src/content-client/content.server.ts');
const client = contentClient('main');

const call = async () => {
  const { data } = await client.GET('/kino/v1/films');
  if (!Array.isArray(data) || data.length !== 40) throw new Error('unexpected answer');
};

const perCall: number[] = [];
for (let i = 0; i < 200; i += 1) await call();
for (let round = 0; round < ROUNDS; round += 1) {
  const started = process.cpuUsage();
  for (let i = 0; i < CALLS; i += 1) await call();
  const used = process.cpuUsage(started);
  perCall.push((used.user + used.system) / CALLS / 1000);
}
server.kill();
perCall.sort((a, b) => a - b);
const median = perCall[Math.floor(perCall.length / 2)]!;
console.log(
  `content call, SITE_CACHE=${process.env.SITE_CACHE ?? 'on'}: ${median.toFixed(3)} ms CPU per call (median of ${ROUNDS} × ${CALLS}; rounds ${perCall.map((v) => v.toFixed(3)).join(' ')})`,
);
process.exit(0);

// The baseline: a minimal node:http server answering fixed bytes from memory (run as its own process).
// Usage: node --import tsx static-server.ts <bodies.json> <port>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface Entry {
  contentType: string;
  base64: string;
  /** The same body gzipped, answered to a request that accepts gzip (as a static server with .gz files does). */
  gzipBase64?: string;
}

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: static-server.ts <bodies.json> <port>');
const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Entry>;
const bodies = new Map(
  Object.entries(entries).map(([path, e]) => {
    const body = Buffer.from(e.base64, 'base64');
    const gzip = e.gzipBase64 ? Buffer.from(e.gzipBase64, 'base64') : undefined;
    return [
      path,
      {
        body,
        headers: { 'content-type': e.contentType, 'content-length': String(body.length) },
        gzip: gzip && {
          body: gzip,
          headers: {
            'content-type': e.contentType,
            'content-length': String(gzip.length),
            'content-encoding': 'gzip',
            vary: 'Accept-Encoding',
          },
        },
      },
    ];
  }),
);

const server = createServer((req, res) => {
  const hit = bodies.get(req.url ?? '');
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  const answer = hit.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? hit.gzip : hit;
  res.writeHead(200, answer.headers).end(answer.body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(port), '127.0.0.1', () => console.log(`static baseline on ${port}`));
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));

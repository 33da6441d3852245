// A tiny HTTP proxy between the site and the content service: it forwards everything, records what it saw, and fails
// chosen requests on demand, so tests can prove the site's retry against the real service. Its control endpoints
// under /__e2e/ also let the storage check stop and restart the content service, which the runner process owns.
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';

export interface Fault {
  /** Exact pathname, e.g. /main/kino/v1/news/some-slug */
  path: string;
  method: string;
  status: number;
  remaining: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  status: number;
  at: number;
  fault: boolean;
}

export interface ProxyHooks {
  stopContent(): Promise<void>;
  startContent(): Promise<void>;
}

export interface FaultProxy {
  server: Server;
  url: string;
  close(): Promise<void>;
}

const MAX_SEEN = 10_000;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function startFaultProxy(options: {
  host: string;
  port: number;
  upstream: string;
  hooks: ProxyHooks;
}): Promise<FaultProxy> {
  const upstream = new URL(options.upstream);
  const faults: Fault[] = [];
  const seen: SeenRequest[] = [];
  const remember = (entry: SeenRequest) => {
    seen.push(entry);
    if (seen.length > MAX_SEEN) seen.splice(0, seen.length - MAX_SEEN);
  };

  async function control(req: IncomingMessage, res: ServerResponse, url: URL) {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'POST /__e2e/faults') {
      const body = await readJson(req);
      if (typeof body.path !== 'string') return sendJson(res, 400, { error: 'path is required' });
      faults.push({
        path: body.path,
        method: typeof body.method === 'string' ? body.method.toUpperCase() : 'GET',
        status: typeof body.status === 'number' ? body.status : 503,
        remaining: typeof body.times === 'number' ? body.times : 1,
      });
      return sendJson(res, 201, { armed: body.path });
    }
    if (route === 'GET /__e2e/requests') {
      const path = url.searchParams.get('path');
      return sendJson(
        res,
        200,
        seen.filter((s) => !path || s.path === path),
      );
    }
    if (route === 'POST /__e2e/content/stop') {
      await options.hooks.stopContent();
      return sendJson(res, 200, { content: 'stopped' });
    }
    if (route === 'POST /__e2e/content/start') {
      await options.hooks.startContent();
      return sendJson(res, 200, { content: 'started' });
    }
    return sendJson(res, 404, { error: `unknown control ${route}` });
  }

  function forward(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const fault = faults.find((f) => f.remaining > 0 && f.path === url.pathname && f.method === method);
    if (fault) {
      fault.remaining -= 1;
      remember({ method, path: url.pathname, status: fault.status, at: Date.now(), fault: true });
      req.resume();
      res.writeHead(fault.status, { 'content-type': 'application/problem+json' });
      res.end(
        JSON.stringify({
          type: 'about:blank',
          title: 'Injected failure',
          status: fault.status,
          detail: 'Failed on purpose by the e2e proxy',
        }),
      );
      return;
    }
    const upstreamReq = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method,
        path: `${url.pathname}${url.search}`,
        headers: { ...req.headers, host: upstream.host },
      },
      (upstreamRes) => {
        remember({
          method,
          path: url.pathname,
          status: upstreamRes.statusCode ?? 0,
          at: Date.now(),
          fault: false,
        });
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.rawHeaders);
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on('error', (error) => {
      remember({ method, path: url.pathname, status: 502, at: Date.now(), fault: false });
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`e2e proxy: upstream failed: ${error.message}`);
    });
    req.pipe(upstreamReq);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    if (url.pathname.startsWith('/__e2e/')) {
      control(req, res, url).catch((error: unknown) => sendJson(res, 500, { error: String(error) }));
      return;
    }
    forward(req, res, url);
  });
  server.keepAliveTimeout = 5_000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      resolve({
        server,
        url: `http://${options.host}:${options.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

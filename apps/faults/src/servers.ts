// The servers under test as the README starts them (`pnpm --filter … start`), on free loopback ports, with the
// signals a bad day sends them: SIGSTOP/SIGCONT, kill -9, SIGTERM to the server process itself.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@kino/browser/ports';
import { type ServerProcess, startServer } from '@kino/e2e/harness/process.ts';

export const HOST = '127.0.0.1';
export const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const LOG_DIR = resolve(fileURLToPath(new URL('../test-results', import.meta.url)));

/** The content service's request timeout in the suite: short, so a stalled body is seen cut within the run. */
export const CONTENT_REQUEST_TIMEOUT_MS = 3_000;

/** Variables from the developer's shell that would point the servers somewhere else than this run's set-up. */
const SCRUBBED = ['DATABASE_URL', 'GTM_ID', 'SITE_ROUTE_RULES', 'SITE_CACHE', 'PORT', 'HOST', 'NODE_ENV'];

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env))
    if (key.startsWith('CONTENT_') || key.startsWith('SITE_') || SCRUBBED.includes(key)) delete env[key];
  return { ...env, ...extra };
}

/** The newest modification time under a folder (0 when it is missing). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '.react-router') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/**
 * `pnpm test` builds both apps first (turbo: this package depends on them). A direct run builds an app whose start
 * script's files are missing or older than its sources or the workspace packages bundled into it.
 */
export function ensureBuilt(pkg: 'site' | 'content') {
  const dir = join(ROOT, 'apps', pkg);
  const start = (
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start;
  const compiled = /\bdist\/(\S+)/.exec(start)?.[1];
  const outputs = [
    ...(compiled ? [join(dir, 'dist', compiled)] : []),
    ...(pkg === 'site' ? [join(dir, 'build', 'server', 'index.js')] : []),
  ];
  const sources = [
    join(dir, pkg === 'site' ? 'app' : 'src'),
    ...(pkg === 'site' ? [join(dir, 'main.ts'), join(dir, 'server.ts'), join(ROOT, 'packages/ui/src')] : []),
    join(ROOT, 'packages/api/src'),
    join(ROOT, 'packages/api/openapi.yaml'),
  ];
  const sourceTime = Math.max(...sources.map(newest));
  if (outputs.every((file) => existsSync(file) && statSync(file).mtimeMs >= sourceTime)) return;
  execFileSync('pnpm', ['--filter', `@kino/${pkg}`, 'build'], { cwd: ROOT, stdio: 'inherit' });
}

/** Every process's parent, from /proc (Linux). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields after its closing one are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  return map;
}

/** Resident memory of a process in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export interface Managed {
  name: string;
  url: string;
  port: number;
  logFile: string;
  process: ServerProcess;
  /** The exit of the `pnpm … start` process, which exits with the server's own code. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The node process that serves (pnpm → sh → node): the leaf of the process tree. */
  serverPid(): number;
  /** A signal to the whole process group (pnpm, sh and the server). */
  signalGroup(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

function manage(name: string, url: string, port: number, logFile: string, process_: ServerProcess): Managed {
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    if (process_.child.exitCode !== null || process_.child.signalCode !== null)
      done({ code: process_.child.exitCode, signal: process_.child.signalCode });
    else process_.child.once('exit', (code, signal) => done({ code, signal }));
  });
  return {
    name,
    url,
    port,
    logFile,
    process: process_,
    exited,
    serverPid() {
      const root = process_.child.pid!;
      const map = parents();
      const children = (pid: number) => [...map].filter(([, ppid]) => ppid === pid).map(([child]) => child);
      let pid = root;
      for (let next = children(pid); next.length > 0; next = children(pid))
        pid = next.reduce((a, b) => (rssMiB(a) >= rssMiB(b) ? a : b));
      return pid;
    },
    signalGroup(signal) {
      process.kill(-process_.child.pid!, signal);
    },
    stop: () => process_.stop(),
  };
}

export interface ContentStart {
  port?: number;
  /** PGlite data directory, or a PostgreSQL URL. */
  database: { dataDir: string } | { url: string };
  siteUrl: string;
  logName?: string;
}

export async function startContent(options: ContentStart): Promise<Managed> {
  ensureBuilt('content');
  mkdirSync(LOG_DIR, { recursive: true });
  const port = options.port ?? (await freePort(HOST));
  const url = `http://${HOST}:${port}`;
  const logFile = join(LOG_DIR, `${options.logName ?? 'content'}.log`);
  const env = childEnv({
    CONTENT_PORT: String(port),
    CONTENT_HOST: HOST,
    ...('dataDir' in options.database
      ? { CONTENT_DATA_DIR: options.database.dataDir }
      : { DATABASE_URL: options.database.url }),
    CONTENT_PUBLIC_URL: url,
    CONTENT_SITE_URL: options.siteUrl,
    // The suite files thousands of applications from one address.
    CONTENT_ORDER_RATE_LIMIT: '1000000',
    CONTENT_REQUEST_TIMEOUT_MS: String(CONTENT_REQUEST_TIMEOUT_MS),
    LOG_LEVEL: 'info',
  });
  const server = await startServer({
    name: 'content service',
    command: 'pnpm',
    args: ['--filter', '@kino/content', 'start'],
    cwd: ROOT,
    env,
    logFile,
    readyUrl: `${url}/health`,
  });
  return manage('content', url, port, logFile, server);
}

export interface SiteStart {
  port: number;
  contentUrl: string;
  /** SITE_ORIGIN when it is not the address the site listens on (an https origin behind a proxy). */
  origin?: string;
  logName?: string;
}

export async function startSite(options: SiteStart): Promise<Managed> {
  ensureBuilt('site');
  mkdirSync(LOG_DIR, { recursive: true });
  const url = `http://${HOST}:${options.port}`;
  const logFile = join(LOG_DIR, `${options.logName ?? 'site'}.log`);
  const server = await startServer({
    name: 'site',
    command: 'pnpm',
    args: ['--filter', '@kino/site', 'start'],
    cwd: ROOT,
    env: childEnv({
      PORT: String(options.port),
      HOST,
      SITE_ORIGIN: options.origin ?? url,
      CONTENT_URL_MAIN: `${options.contentUrl}/main/`,
      CONTENT_URL_RECHITSA: `${options.contentUrl}/rechitsa/`,
      // One process, so its memory is the site's memory and SIGTERM reaches the server itself.
      SITE_WORKERS: '1',
      // A content call and its one retry (spec §7) then take at most 1.5 + 0.5 + 1.5 s, so a page with the content
      // service down answers within the 5 s with room for a loaded two-core machine; the default 2 s makes
      // it 4.5 s before rendering, right at the bound.
      SITE_CONTENT_TIMEOUT_MS: '1500',
      LOG_LEVEL: 'info',
    }),
    logFile,
    readyUrl: `${url}/healthz`,
  });
  return manage('site', url, options.port, logFile, server);
}

export { freePort };

/** The demo admin a content service printed once on its first start, read from its log (waits up to 15 s for it). */
export async function demoAdmin(logFile: string): Promise<{ email: string; password: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const line = readFileSync(logFile, 'utf8')
      .split('\n')
      .findLast((l) => l.includes('Staff workspace demo account (shown once):'));
    const match = line && /: (\S+@\S+) \/ (\S+) —/.exec(line);
    if (match) return { email: match[1]!, password: match[2]! };
    if (Date.now() > deadline) throw new Error(`no demo admin in ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

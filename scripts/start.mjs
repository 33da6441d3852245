#!/usr/bin/env node
// `pnpm start` after the build: the content service and the site (each package's own `start` script), their lines
// prefixed with the server's name — pino's JSON made readable by pino-pretty when this runs in a terminal, passed on
// unchanged when it does not (a pipe, a log file, CI) — and, once both answer, where everything is and the staff
// workspace's demo account. Under systemd (deploy/systemd) the servers run without this script and log JSON.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { prettyFactory } from 'pino-pretty';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const pretty = process.stdout.isTTY
  ? prettyFactory({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service' })
  : undefined;

/** The lines each server prints once it listens (apps/content/src/main.ts, apps/site/main.ts). */
const CONTENT_READY = /^Content service: (\S+)\/main\//;
const SITE_READY = /^Site: (\S+)/;
/** apps/content/src/main.ts prints it on the embedded database's first start; apps/e2e/src/demo-account.ts reads it. */
const DEMO_ACCOUNT = /demo account \(shown once\): (\S+@\S+) \/ (\S+)/;
const DEMO_EMAIL = 'admin@kino.local';

const found = { contentUrl: '', siteUrl: '', demo: undefined };
const children = [];
let bannerShown = false;

function showBanner() {
  if (bannerShown || !found.contentUrl || !found.siteUrl) return;
  bannerShown = true;
  const site = found.siteUrl.replace(/\/?$/, '/');
  const account = found.demo
    ? `${found.demo.email} / ${found.demo.password}   (shown once: only its hash is stored)`
    : `${DEMO_EMAIL} — its password was shown on the first start; another account: ` +
      `pnpm --filter @kino/content staff:add --email you@example.org --name Имя --role admin`;
  const lines = [
    `Site:             ${site}`,
    `Staff workspace:  ${found.contentUrl}/admin/`,
    `Demo account:     ${account}`,
    'Stop both with Ctrl+C.',
  ];
  const rule = '─'.repeat(Math.max(...lines.map((line) => line.length)) + 2);
  process.stdout.write(`\n${rule}\n${lines.map((line) => ` ${line}`).join('\n')}\n${rule}\n\n`);
}

function onLine(name, line) {
  let message = line;
  let shown = `${name} │ ${line}\n`;
  if (line.startsWith('{')) {
    try {
      message = String(JSON.parse(line).msg ?? '');
      if (pretty)
        shown = pretty(line)
          .trimEnd()
          .split('\n')
          .map((part) => `${name} │ ${part}\n`)
          .join('');
    } catch {
      // not pino's: shown as it is
    }
  }
  process.stdout.write(shown);
  const demo = DEMO_ACCOUNT.exec(message);
  if (demo) found.demo = { email: demo[1], password: demo[2] };
  const content = CONTENT_READY.exec(message);
  if (content) found.contentUrl = content[1];
  const site = SITE_READY.exec(message);
  if (site) found.siteUrl = site[1];
  showBanner();
}

function startServer(name, pkg) {
  const child = spawn('pnpm', ['--silent', '--filter', pkg, 'start'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping reaches the server behind pnpm too (pnpm does not pass SIGTERM on).
    detached: true,
    env: { ...process.env, FORCE_COLOR: pretty ? '1' : '0' },
  });
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => onLine(name, line));
  // 'close': the server behind pnpm has let go of the output too, not only pnpm.
  child.on('close', (code, signal) => {
    child.closed = true;
    process.stdout.write(`${name} │ stopped (${signal ?? code})\n`);
    stop(stopping ? 0 : (code ?? 1));
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (!child.closed) process.kill(-child.pid, 'SIGTERM');
  const wait = setInterval(() => {
    if (children.every((child) => child.closed)) {
      clearInterval(wait);
      process.exit(code);
    }
  }, 100);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

startServer('content', '@kino/content');
startServer('site   ', '@kino/site');

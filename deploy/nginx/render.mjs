// Renders kino.conf.template into an nginx configuration from NGINX_* variables (deploy/.env.example), with plain
// node and nothing else: `node --env-file=/etc/kino/nginx.env deploy/nginx/render.mjs > /etc/nginx/conf.d/kino.conf`.
// The scale test renders the same template the same way, for loopback ports.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TEMPLATE = fileURLToPath(new URL('kino.conf.template', import.meta.url));

/** The placeholders and where their values come from; a default makes the variable optional. */
const VARIABLES = {
  SITE_SERVER_NAME: { from: 'NGINX_SITE_SERVER_NAME' },
  CONTENT_SERVER_NAME: { from: 'NGINX_CONTENT_SERVER_NAME' },
  SITE_LISTEN: { from: 'NGINX_SITE_LISTEN', default: '80', lines: listenLines },
  CONTENT_LISTEN: { from: 'NGINX_CONTENT_LISTEN', default: '80', lines: listenLines },
  SITE_SERVERS: { from: 'NGINX_SITE_UPSTREAMS', lines: serverLines },
  CONTENT_SERVERS: { from: 'NGINX_CONTENT_UPSTREAMS', lines: serverLines },
  LOG_DIR: { from: 'NGINX_LOG_DIR', default: '/var/log/nginx' },
  CACHE_DIR: { from: 'NGINX_CACHE_DIR', default: '/var/cache/nginx/kino' },
};

/**
 * Passive health checks of every instance: two failures within 5 s leave it out for 5 s. A killed instance costs the
 * requests that meet it a retry on the next one, never an error; one odd failure does not take an instance out.
 */
export const SERVER_CHECKS = 'max_fails=2 fail_timeout=5s';

const HOST_PORT = /^[\w.-]+:\d{1,5}$|^\[[\da-f:]+\]:\d{1,5}$|^unix:\/[\w./-]+$/i;
/** What `listen` takes here: a port or address:port, then parameters such as `ssl`, `http2`, `default_server`. */
const LISTEN = /^(\d{1,5}|[\w.-]+:\d{1,5}|\[[\da-f:]+\]:\d{1,5})( [\w=]+)*$/i;

const list = (value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** `127.0.0.1:3001,10.0.0.2:3000` → one `server …;` line each. */
function serverLines(name, value) {
  const servers = list(value);
  if (servers.length === 0) throw new Error(`${name}: at least one host:port`);
  for (const server of servers)
    if (!HOST_PORT.test(server)) throw new Error(`${name}: "${server}" is not host:port`);
  return servers.map((server) => `    server ${server} ${SERVER_CHECKS};`).join('\n');
}

/** `80,10.0.0.10:8081` → one `listen …;` line each. */
function listenLines(name, value) {
  const listens = list(value);
  for (const listen of listens)
    if (!LISTEN.test(listen)) throw new Error(`${name}: "${listen}" is not a listen address`);
  return listens.map((listen) => `    listen ${listen};`).join('\n');
}

/** The configuration for these variables; throws naming every missing or malformed one. */
export function renderNginx(env = process.env, template = readFileSync(TEMPLATE, 'utf8')) {
  const values = {};
  const problems = [];
  for (const [placeholder, spec] of Object.entries(VARIABLES)) {
    const raw = env[spec.from]?.trim() || spec.default;
    if (!raw) {
      problems.push(`${spec.from} is not set`);
      continue;
    }
    try {
      values[placeholder] = spec.lines ? spec.lines(spec.from, raw) : raw;
    } catch (error) {
      problems.push(error.message);
    }
  }
  if (problems.length > 0)
    throw new Error(`Cannot render the nginx configuration:\n  ${problems.join('\n  ')}`);
  return template.replace(/\{\{(\w+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`The template names an unknown placeholder ${match}`);
    return values[name];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(renderNginx());
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

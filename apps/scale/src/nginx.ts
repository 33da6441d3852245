// Debian's nginx with deploy/'s configuration, rendered by deploy/nginx/render.mjs exactly as the guide does it, for
// loopback ports, inside an http block like Debian's stock nginx.conf (which already says `gzip on`).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './deployed.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The nginx binary (Debian puts it in /usr/sbin, which is not on every PATH), or undefined. */
export function findNginx(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'])
    if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export interface NginxOptions {
  binary: string;
  dir: string;
  sitePort: number;
  contentPort: number;
  siteUpstreams: string[];
  contentUpstreams: string[];
}

export interface Nginx {
  /** The rendered deploy/nginx configuration. */
  config: string;
  accessLog(which: 'site' | 'content'): string;
  stop(): Promise<void>;
}

/** Renders the configuration with the guide's command (`node deploy/nginx/render.mjs` with NGINX_* variables). */
export function renderConfig(options: Omit<NginxOptions, 'binary'>, logDir: string): string {
  return execFileSync(process.execPath, [join(ROOT, 'deploy', 'nginx', 'render.mjs')], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NGINX_SITE_SERVER_NAME: 'kino.test',
      NGINX_CONTENT_SERVER_NAME: 'content.kino.test',
      NGINX_SITE_LISTEN: `127.0.0.1:${options.sitePort}`,
      NGINX_CONTENT_LISTEN: `127.0.0.1:${options.contentPort}`,
      NGINX_SITE_UPSTREAMS: options.siteUpstreams.join(','),
      NGINX_CONTENT_UPSTREAMS: options.contentUpstreams.join(','),
      NGINX_LOG_DIR: logDir,
      NGINX_CACHE_DIR: join(logDir, '..', 'cache'),
    },
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const logs = join(options.dir, 'logs');
  mkdirSync(logs, { recursive: true });
  const config = renderConfig(options, logs);
  writeFileSync(join(options.dir, 'kino.conf'), config);
  // Run as root (CI), nginx would switch its workers to `nobody`; here they stay the test's user.
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(options.dir, 'nginx.conf'),
    `${asRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${join(options.dir, 'nginx.pid')};
error_log ${join(logs, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${join(options.dir, 'body')};
  proxy_temp_path ${join(options.dir, 'proxy')};
  fastcgi_temp_path ${join(options.dir, 'fastcgi')};
  uwsgi_temp_path ${join(options.dir, 'uwsgi')};
  scgi_temp_path ${join(options.dir, 'scgi')};
  access_log off;
  gzip on;
  # The load generator, unlike a browser, writes its next request on a connection nginx is closing after
  # keepalive_requests (1000 by default) and counts the reset as a failed request (seen: "read ECONNRESET", about one
  # in 40 000 requests). The test's load stays under this many per connection, so every failure it counts is ours.
  keepalive_requests 1000000;
  include ${join(options.dir, 'kino.conf')};
}
`,
  );
  const args = ['-p', options.dir, '-c', join(options.dir, 'nginx.conf')];
  execFileSync(options.binary, [...args, '-t'], { stdio: 'pipe' });
  const child: ChildProcess = spawn(options.binary, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ready once nginx has written its pid file, which it does only after binding every listen socket: a port that
  // merely answers could be another process's, had it taken the port first (nginx then retries the bind and exits).
  const pidFile = join(options.dir, 'nginx.pid');
  const ownPid = () => existsSync(pidFile) && Number(readFileSync(pidFile, 'utf8')) === child.pid;
  const deadline = Date.now() + 15_000;
  while (!ownPid() || !(await listening(options.sitePort)) || !(await listening(options.contentPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const errors = existsSync(join(logs, 'error.log')) ? readFileSync(join(logs, 'error.log'), 'utf8') : '';
      throw new Error(`nginx did not start:\n${errors.trim().split('\n').slice(-5).join('\n')}`);
    }
    await sleep(50);
  }
  return {
    config,
    accessLog: (which) => {
      try {
        return readFileSync(join(logs, `kino-${which}.access.log`), 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      // SIGQUIT: nginx's graceful shutdown.
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

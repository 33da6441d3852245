// React Router framework mode: server rendering, trailing-slash-aware data URLs, the whole route manifest up front.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Config } from '@react-router/dev/config';

/**
 * The build's sources: this app, the packages it bundles, and the lockfile (dependency versions). Two machines that
 * build the same sources get the same id, so instances behind a balancer never make each other's pages reload.
 */
const SOURCES = [
  'app',
  'react-router.config.ts',
  'vite.config.ts',
  '../../packages/ui/src',
  '../../packages/api/src',
  '../../packages/api/openapi.yaml',
  '../../pnpm-lock.yaml',
];

function sourceHash(root: string): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== 'node_modules') add(join(path, name));
    } else {
      hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  for (const source of SOURCES) add(join(root, source));
  return hash.digest('hex').slice(0, 16);
}

/** One id per build, shared by the client bundle (__BUILD_ID__) and builds/latest.json (spec §4, §7). */
process.env.KINO_BUILD_ID ??= sourceHash(import.meta.dirname);

export default {
  ssr: true,
  // 36 routes make a small manifest; having it all lets a link's prefetch match its page without a round trip.
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_trailingSlashAwareDataRequests: true,
    // Loaders, actions and middleware get the request as it came (a client navigation's `.data` and `_routes` in its
    // URL) and read the page's address from their `url` argument — React Router 8's default (docs/decisions/030).
    v8_passThroughRequests: true,
    // Middleware and the typed request context (app/request/context.server.ts): the town and the request's
    // QueryClient are decided once per request.
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
  },
  async buildEnd({ reactRouterConfig }) {
    const id = process.env.KINO_BUILD_ID!;
    const dir = join(reactRouterConfig.buildDirectory, 'client', 'builds');
    await mkdir(dir, { recursive: true });
    // builds/meta/{id}.json is answered by the server (app/build-meta.ts), with the rules it runs with.
    await writeFile(join(dir, 'latest.json'), JSON.stringify({ id, timestamp: Date.now() }));
  },
} satisfies Config;

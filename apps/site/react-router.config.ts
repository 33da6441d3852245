// React Router framework mode: server rendering, trailing-slash-aware data URLs, the whole route manifest up front.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';

/** One id per build, shared by the client bundle (__BUILD_ID__) and builds/latest.json (spec §4, §7). */
process.env.KINO_BUILD_ID ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export default {
  ssr: true,
  // 36 routes make a small manifest; having it all lets the prefetch queue match any link without a round trip.
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_trailingSlashAwareDataRequests: true,
    // Middleware and the typed request context (app/request/context.server.ts): the town and the request's
    // QueryClient are decided once per request.
    v8_middleware: true,
  },
  async buildEnd({ reactRouterConfig }) {
    const id = process.env.KINO_BUILD_ID!;
    const dir = join(reactRouterConfig.buildDirectory, 'client', 'builds');
    await mkdir(dir, { recursive: true });
    // builds/meta/{id}.json is answered by the server (app/build-meta.ts), with the rules it runs with.
    await writeFile(join(dir, 'latest.json'), JSON.stringify({ id, timestamp: Date.now() }));
  },
} satisfies Config;

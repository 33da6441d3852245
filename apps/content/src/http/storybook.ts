// Serves the UI kit's static Storybook (packages/ui/storybook-static, made by `pnpm build`) read-only at /storybook/,
// so anyone who can reach the content service can open the design system without tools. Nothing when it is not built.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export const STORYBOOK_PREFIX = '/storybook/';

/**
 * The API's CSP (`default-src 'none'`) would stop Storybook: its pages run inline scripts and styles, frame the story
 * preview (same origin) and show fixture pictures as data: URLs. Nothing leaves the origin.
 */
export const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The monorepo's storybook-static, found from this module upwards (src/http/ in development, dist/ when built). */
export function storybookBuildDir(from: string = fileURLToPath(import.meta.url)): string | undefined {
  for (let dir = dirname(from); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return join(dir, 'packages/ui/storybook-static');
  }
  return undefined;
}

export interface StorybookOptions {
  /** The static build to serve; the monorepo's by default. */
  root?: string;
}

export const storybook: FastifyPluginAsync<StorybookOptions> = async (app, options) => {
  const root = options.root ?? storybookBuildDir();
  if (!root || !existsSync(join(root, 'index.html'))) {
    app.log.debug({ root }, 'no Storybook build to serve at /storybook/');
    return;
  }
  // This plugin's own context: the header is set on its answers only.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', STORYBOOK_CSP);
    return payload;
  });
  await app.register(fastifyStatic, {
    root,
    prefix: STORYBOOK_PREFIX,
    // Another @fastify/static registration (the staff workspace) may own reply.sendFile.
    decorateReply: false,
    index: ['index.html'],
  });
  // Storybook's pages load their files relative to the folder, so the address needs its trailing slash.
  app.get(STORYBOOK_PREFIX.slice(0, -1), async (_request, reply) => reply.redirect(STORYBOOK_PREFIX, 301));
};

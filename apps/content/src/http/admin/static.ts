// The staff workspace's static build (apps/admin/build/client) at /admin/: files, SPA fallback, its own CSP.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound } from '../problem.ts';

/** The content package's folder, from the sources (src/…) or a build (dist/…) alike. */
function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"@kino/content"')) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('The @kino/content package folder was not found');
}

/** Where the workspace's build is by default: beside this package in the monorepo. */
export const defaultAdminDir = () => path.join(packageRoot(), '..', 'admin', 'build', 'client');

/** Hashed files never change under their name; the page itself must be asked for again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The workspace's policy: its own scripts (the SPA's inline bootstrap scripts by their hashes), its styles, images
 * from this service (and blob: previews of files being uploaded), calls to this service only.
 */
function contentSecurityPolicy(indexHtml: string): string {
  const hashes = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`)
    .join(' ');
  return [
    "default-src 'none'",
    `script-src 'self' ${hashes}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

export const adminStatic: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  await app.register(fastifyStatic, { root, serve: false, decorateReply: true });
  const indexFile = path.join(root, 'index.html');
  let cached: { mtimeMs: number; csp: string } | undefined;
  const csp = () => {
    const { mtimeMs } = statSync(indexFile);
    if (!cached || cached.mtimeMs !== mtimeMs)
      cached = { mtimeMs, csp: contentSecurityPolicy(readFileSync(indexFile, 'utf8')) };
    return cached.csp;
  };

  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('content-security-policy', csp())
      .header('cache-control', REVALIDATE)
      .sendFile('index.html', root, { cacheControl: false });

  app.get('/admin', (_request, reply) => reply.redirect('/admin/', 308));
  app.get('/admin/', (_request, reply) => sendIndex(reply));
  app.get('/admin/*', (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    // An unknown API address is the API's 404, not the workspace's page.
    if (rest.startsWith('v1/') || rest === 'v1')
      throw notFound(`Нет ресурса ${request.method} /admin/${rest}.`);
    const file = path.normalize(rest);
    const full = path.join(root, file);
    const isFile =
      !file.startsWith('..') && full.startsWith(root) && existsSync(full) && statSync(full).isFile();
    if (!isFile) return sendIndex(reply);
    if (file === 'index.html') return sendIndex(reply);
    return reply
      .header('content-security-policy', csp())
      .header('cache-control', file.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE)
      .sendFile(file, root, { cacheControl: false });
  });
};

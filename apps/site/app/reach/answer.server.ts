// Answers of the site's machine-readable routes (sitemaps, robots.txt, showtimes, calendars): cached like pages, with
// an ETag (pages have one too, from the server entry), so feed readers and calendar apps that poll get a 304 while nothing changed.
import { createHash } from 'node:crypto';
import { PAGE_CACHE_CONTROL } from '#src/http/security-headers.ts';

/** A weak validator of the body: the same entity is also sent compressed. */
export function etagOf(body: string | Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match compares weakly: W/"x" and "x" match each other; `*` matches anything. */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/**
 * A 200 with the body, its ETag and the pages' Cache-Control (so the page cache keeps it for its seconds and the
 * 60 s freshness rule holds), or a 304 when the request already has that ETag.
 */
export function cachedAnswer(
  request: Request,
  body: string,
  contentType: string,
  headers: Record<string, string> = {},
): Response {
  const etag = etagOf(body);
  const common = { ETag: etag, 'Cache-Control': PAGE_CACHE_CONTROL, ...headers };
  if (matchesEtag(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers: common });
  return new Response(body, { status: 200, headers: { 'Content-Type': contentType, ...common } });
}

/** A 404 of a machine-readable route: plain text, not the error page. */
export function notFoundAnswer(): never {
  throw new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

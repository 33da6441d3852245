// Initial client JavaScript of a page: the scripts its HTML references, fetched and gzipped (zlib level 9).
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { ClientJs } from '#src/report.ts';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exact bytes (no automatic decompression, unlike fetch). */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);

/**
 * The script URLs the HTML makes the browser load for the page: `<script src>`, `<link rel=modulepreload href>`, the
 * static `import`s of inline module scripts (React Router's hydration entry imports its chunks this way). Resolved
 * against `base`, deduplicated, in document order.
 */
export function initialScripts(html: string, base: string): string[] {
  const urls: string[] = [];
  const add = (href: string | undefined) => {
    if (!href) return;
    const url = new URL(href.replace(/&amp;/g, '&'), base).href;
    if (!urls.includes(url)) urls.push(url);
  };
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const tag = match[0];
    if (match[1]!.toLowerCase() === 'script') {
      add(attr(tag, 'src'));
      continue;
    }
    const rel = attr(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    if (rel.includes('modulepreload')) add(attr(tag, 'href'));
  }
  for (const match of html.matchAll(
    /<script\b[^>]*type\s*=\s*["']?module["']?[^>]*>([\s\S]*?)<\/script>/gi,
  )) {
    for (const spec of match[1]!.matchAll(/\bimport\s*(?:[^'"()]*?\bfrom\s*)?["']([^"']+)["']/g))
      add(spec[1]);
  }
  return urls;
}

/** Fetches every initial script of a page and sizes it: raw, gzip -9, and what the server itself sent. */
export async function measureClientJs(path: string, html: string, origin: string): Promise<ClientJs> {
  const files: ClientJs['files'] = [];
  for (const url of initialScripts(html, new URL(path, origin).href)) {
    if (new URL(url).origin !== new URL(origin).origin) {
      // Third-party scripts (e.g. the tag manager) are not fetched: no network here; counted as unknown.
      files.push({ url, rawBytes: 0, gzipBytes: 0, servedBytes: null });
      continue;
    }
    const plain = await getRaw(url);
    if (plain.status !== 200) throw new Error(`${url} answered ${plain.status}`);
    const served = await getRaw(url, { 'accept-encoding': 'gzip' });
    files.push({
      url,
      rawBytes: plain.body.length,
      gzipBytes: gzipSync(plain.body, { level: 9 }).length,
      servedBytes: served.headers['content-encoding'] === 'gzip' ? served.body.length : null,
    });
  }
  const sum = (pick: (f: ClientJs['files'][number]) => number) => files.reduce((s, f) => s + pick(f), 0);
  const allServed = files.every((f) => f.servedBytes !== null);
  return {
    path,
    files,
    rawBytes: sum((f) => f.rawBytes),
    gzipBytes: sum((f) => f.gzipBytes),
    servedBytes: allServed && files.length > 0 ? sum((f) => f.servedBytes ?? 0) : null,
  };
}

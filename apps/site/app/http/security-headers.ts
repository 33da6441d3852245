// Security headers of the site: the Content-Security-Policy of a page and the headers of every answer.
import { createHash } from 'node:crypto';
import { type CspSources, METRIKA_CSP, TAG_MANAGER_CSP } from '#src/analytics/counters.ts';

export interface CspOptions {
  /** The hashes ('sha256-…') of the page's inline scripts: the same page has the same policy for every visitor. */
  scriptHashes: string[];
  /** Origins images may come from (the content service's). */
  imageOrigins: string[];
  /** Google Tag Manager is configured (it loads only after consent, but the page's policy must allow it then). */
  tagManager: boolean;
  /** Yandex.Metrika is configured. */
  metrika?: boolean;
  development?: boolean;
}

export function contentSecurityPolicy({
  scriptHashes,
  imageOrigins,
  tagManager,
  metrika = false,
  development = false,
}: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...imageOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(development ? ['ws:', 'wss:'] : [])],
    // The trailer player (only after a click on its facade) and the contacts page's OpenStreetMap embed.
    'frame-src': ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org'],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Exactly what the configured counters need, and nothing for a counter that is not configured.
  const counters: CspSources[] = [
    ...(tagManager ? [TAG_MANAGER_CSP] : []),
    ...(metrika ? [METRIKA_CSP] : []),
  ];
  for (const sources of counters)
    for (const [name, values] of Object.entries(sources))
      directives[name] = [...(directives[name] ?? []), ...(values ?? [])];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** Inline script elements of a finished page: their attributes and their text (React escapes `</script` in it). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks, never run: no hash needed. */
const DATA_SCRIPT = /\btype=["']?application\/(ld\+)?json/i;

/**
 * The CSP hash sources of a finished page's inline scripts, in the order they appear: every inline script the HTML
 * has (React Router's context and stream, React's boundary runtime, ScrollRestoration, the hydration starter) and
 * the inert hydration module code, which the starter runs later as a module script with the same text.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/i.test(attributes) || DATA_SCRIPT.test(attributes) || text === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}

/** Headers every answer carries; HSTS only when the site's public origin is HTTPS (it would pin plain HTTP out). */
export function securityHeaders(siteOrigin: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(siteOrigin.startsWith('https://')
      ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' }
      : {}),
  };
}

/** Pages: their windows from the one freshness module (a change reaches visitors within 60 s). */
export { PAGE_CACHE_CONTROL } from '@kino/api/freshness';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const NO_STORE = 'no-store';

// Security headers of the site: the Content-Security-Policy of a page and the headers of every answer.
import { type CspSources, METRIKA_CSP, TAG_MANAGER_CSP } from '#src/analytics/counters.ts';

export interface CspOptions {
  nonce: string;
  /** Origins images may come from (the content service's). */
  imageOrigins: string[];
  /** Google Tag Manager is configured (it loads only after consent, but the page's policy must allow it then). */
  tagManager: boolean;
  /** Yandex.Metrika is configured. */
  metrika?: boolean;
  development?: boolean;
}

export function contentSecurityPolicy({
  nonce,
  imageOrigins,
  tagManager,
  metrika = false,
  development = false,
}: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
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

/**
 * 10 s fresh, 54 s in all from the render (the page cache sends Age); with the content cache's 5 s and the content
 * service's 1 s, a visitor sees nothing older than 60 s.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=44';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const NO_STORE = 'no-store';

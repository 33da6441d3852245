// Security headers of the site: the Content-Security-Policy of a page and the headers of every answer.
export interface CspOptions {
  nonce: string;
  /** Origins images may come from (the content service's). */
  imageOrigins: string[];
  tagManager: boolean;
  development?: boolean;
}

export function contentSecurityPolicy({
  nonce,
  imageOrigins,
  tagManager,
  development = false,
}: CspOptions): string {
  const gtm = tagManager ? ['https://www.googletagmanager.com'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...gtm],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      ...imageOrigins,
      ...gtm,
      ...(tagManager ? ['https://www.google-analytics.com'] : []),
    ],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(tagManager ? ['https://www.google-analytics.com', 'https://*.google-analytics.com', ...gtm] : []),
      ...(development ? ['ws:', 'wss:'] : []),
    ],
    // The trailer player (only after a click on its facade) and the contacts page's OpenStreetMap embed.
    'frame-src': ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org', ...gtm],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
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

// The analytics counters the site can run (Google Tag Manager, Yandex.Metrika): which ids are valid, what the
// Content-Security-Policy must allow for each, and how the browser loads them — only after the visitor's consent.
/** Yandex.Metrika counter ids are positive integers (8 digits today); anything else is ignored like a bad GTM id. */
export const METRIKA_ID_PATTERN = /^[1-9][0-9]{3,11}$/;

/** The counters a town's pages run once the visitor agrees; both null: no banner, nothing to load. */
export interface Counters {
  tagManagerId: string | null;
  metrikaId: string | null;
}

export const hasCounters = (counters: Counters) => Boolean(counters.tagManagerId || counters.metrikaId);

const warned = new Set<string>();

/** The configured Metrika id (env `YM_ID`) when it is valid; a bad one is warned about once. */
export function resolveMetrikaId(
  candidate: string | null | undefined,
  warn: (message: string) => void = console.warn,
): string | null {
  if (candidate === null || candidate === undefined || candidate === '') return null;
  if (METRIKA_ID_PATTERN.test(candidate)) return candidate;
  if (!warned.has(candidate)) {
    warned.add(candidate);
    warn(`Ignoring Yandex.Metrika counter id "${candidate}": it must match ${METRIKA_ID_PATTERN}`);
  }
  return null;
}

/** Directive → sources, added to the page's policy for a counter. */
export type CspSources = Partial<Record<string, string[]>>;

/** Google Tag Manager with Google Analytics 4 (Google's «Tag Manager with CSP» guide). */
export const TAG_MANAGER_CSP: CspSources = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  'frame-src': ['https://www.googletagmanager.com'],
};

/** Where Metrika sends hits (Yandex's list for sites with CSP: its regional hosts and Webvisor's). */
const METRIKA_HOSTS = [
  'mc.yandex.ru',
  'mc.yandex.by',
  'mc.yandex.com',
  'mc.yandex.az',
  'mc.yandex.co.il',
  'mc.yandex.com.am',
  'mc.yandex.com.ge',
  'mc.yandex.com.tr',
  'mc.yandex.ee',
  'mc.yandex.fr',
  'mc.yandex.kg',
  'mc.yandex.kz',
  'mc.yandex.lt',
  'mc.yandex.lv',
  'mc.yandex.md',
  'mc.yandex.tj',
  'mc.yandex.tm',
  'mc.yandex.uz',
  'mc.webvisor.com',
  'mc.webvisor.org',
];

/** Yandex.Metrika's tag.js loaded from a file (Yandex's «Installing a tag on a site with CSP»). */
export const METRIKA_CSP: CspSources = {
  'script-src': ['https://mc.yandex.ru', 'https://yastatic.net'],
  'img-src': METRIKA_HOSTS.map((host) => `https://${host}`),
  'connect-src': [
    ...METRIKA_HOSTS.map((host) => `https://${host}`),
    ...METRIKA_HOSTS.map((h) => `wss://${h}`),
  ],
  'frame-src': ['blob:', ...METRIKA_HOSTS.map((host) => `https://${host}`)],
  'child-src': ['blob:', ...METRIKA_HOSTS.map((host) => `https://${host}`)],
};

export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';
export const METRIKA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';

// Loading happens in the browser only, once per page (a counter cannot be unloaded: withdrawing consent reloads).
type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  ym?: ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
};

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

const loaded = new Set<string>();

export function loadCounters(counters: Counters): void {
  const w = window as AnalyticsWindow;
  if (counters.tagManagerId && !loaded.has(`gtm:${counters.tagManagerId}`)) {
    loaded.add(`gtm:${counters.tagManagerId}`);
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(counters.tagManagerId)}`);
  }
  if (counters.metrikaId && !loaded.has(`ym:${counters.metrikaId}`)) {
    loaded.add(`ym:${counters.metrikaId}`);
    if (!w.ym) {
      const ym = (...args: unknown[]) => {
        ym.a.push(args);
      };
      ym.a = [] as unknown[][];
      ym.l = Date.now();
      w.ym = ym;
    }
    addScript(METRIKA_SCRIPT);
    w.ym(Number(counters.metrikaId), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
  }
}

/** Whether a counter already runs in this page (withdrawing consent then needs a reload to stop it). */
export const countersLoaded = () => loaded.size > 0;

/** A page view of a client-side navigation, for the counters that do not see them themselves. */
export function countPageView(counters: Counters, url: string): void {
  const w = window as AnalyticsWindow;
  if (counters.metrikaId && loaded.has(`ym:${counters.metrikaId}`))
    w.ym?.(Number(counters.metrikaId), 'hit', url);
  // GTM sees client navigations through its History Change trigger; no event is pushed for it here.
}

/** Cookies the counters set on this site: cleared when the visitor withdraws consent. */
const ANALYTICS_COOKIE = /^(_ga|_gid|_gat|_gcl|_ym)/;

export function clearAnalyticsCookies(): void {
  const host = window.location.hostname;
  const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`];
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name || !ANALYTICS_COOKIE.test(name)) continue;
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: expiring another script's cookies has no other API in every browser
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}

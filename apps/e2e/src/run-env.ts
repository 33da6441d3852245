// Addresses of one test run, chosen by the global setup and handed to the workers through the environment.
export interface RunEnv {
  /** The site as the browser sees it, e.g. http://127.0.0.1:41234 */
  siteUrl: string;
  /** The content service itself (tests read expected content from here). */
  contentUrl: string;
  /** The fault-injecting proxy the site talks to; also serves /__e2e/ controls. */
  proxyUrl: string;
  /** The throw-away PGlite data directory of this run. */
  dataDir: string;
  /** Scratch folder of this run (expectations for the storage check, logs). */
  runDir: string;
}

const KEYS = {
  siteUrl: 'E2E_SITE_URL',
  contentUrl: 'E2E_CONTENT_URL',
  proxyUrl: 'E2E_PROXY_URL',
  dataDir: 'E2E_DATA_DIR',
  runDir: 'E2E_RUN_DIR',
} as const satisfies Record<keyof RunEnv, string>;

export function publishRunEnv(env: RunEnv) {
  for (const [key, name] of Object.entries(KEYS)) process.env[name] = env[key as keyof RunEnv];
}

export function runEnv(): RunEnv {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value)
      throw new Error(
        `${name} is not set: run the suite with \`pnpm --filter @kino/e2e test\` (global setup)`,
      );
    return value;
  };
  return {
    siteUrl: read(KEYS.siteUrl),
    contentUrl: read(KEYS.contentUrl),
    proxyUrl: read(KEYS.proxyUrl),
    dataDir: read(KEYS.dataDir),
    runDir: read(KEYS.runDir),
  };
}

/** The route rules the suite configures the site with (env SITE_ROUTE_RULES). */
export const ROUTE_RULES = {
  '/old-afisha/': { redirect: '/afisha/', status: 301 },
  '/tickets/': { redirect: 'https://tickets.kino.example/', status: 302 },
} as const;

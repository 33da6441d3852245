// Spec §4: a new site version is detected by polling builds/latest.json; the next navigation is then a full load.
export const VERSION_URL = '/builds/latest.json';

export interface BuildVersion {
  id: string;
  timestamp?: number;
}

export interface VersionPollOptions {
  currentId: string;
  intervalMs: number;
  fetchVersion: () => Promise<BuildVersion>;
  onNewVersion: (version: BuildVersion) => void;
  /** Spec §8: a failed manifest fetch is logged to the console only. */
  onError?: (error: unknown) => void;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/** Polls every `intervalMs`; reports a new version once. Returns a stop function. */
export function startVersionPoll(options: VersionPollOptions): { check(): Promise<boolean>; stop(): void } {
  const set = options.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
  const clear =
    options.clearInterval ?? ((h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>));
  let reported = false;
  const check = async () => {
    try {
      const latest = await options.fetchVersion();
      if (latest.id && latest.id !== options.currentId) {
        if (!reported) {
          reported = true;
          options.onNewVersion(latest);
        }
        return true;
      }
    } catch (error) {
      (options.onError ?? ((e) => console.warn('Version check failed', e)))(error);
    }
    return false;
  };
  const handle = options.intervalMs > 0 ? set(() => void check(), options.intervalMs) : null;
  return {
    check,
    stop: () => {
      if (handle !== null) clear(handle);
    },
  };
}

export async function fetchLatestVersion(fetchImpl: typeof fetch = fetch): Promise<BuildVersion> {
  const response = await fetchImpl(VERSION_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${VERSION_URL} answered ${response.status}`);
  const body = (await response.json()) as BuildVersion;
  if (typeof body?.id !== 'string') throw new Error(`${VERSION_URL} has no id`);
  return body;
}

// Test-side handle on the fault proxy the global setup runs between the site and the content service.
import type { SeenRequest } from '#src/harness/proxy.ts';
import { runEnv } from '#src/run-env.ts';

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${runEnv().proxyUrl}/__e2e/${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`proxy control ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The next `times` requests for this exact content path fail with `status`. */
export async function failNext(
  path: string,
  options: { times?: number; status?: number; method?: string } = {},
) {
  await call('POST', 'faults', {
    path,
    times: options.times ?? 1,
    status: options.status ?? 503,
    method: options.method,
  });
}

/** Requests the proxy forwarded or failed for this exact path, oldest first. */
export async function seenRequests(path: string): Promise<SeenRequest[]> {
  return (await call('GET', `requests?path=${encodeURIComponent(path)}`)) as SeenRequest[];
}

export async function stopContent() {
  await call('POST', 'content/stop');
}

export async function startContent() {
  await call('POST', 'content/start');
}

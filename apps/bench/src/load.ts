// One load measurement: an autocannon warm-up, then a timed run while sampling each process's CPU.
import { closeSync, existsSync, openSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds, machineBusySeconds, sleep } from '#src/processes.ts';
import { type CpuProfile, type ProfileSummary, summariseProfile } from '#src/profile.ts';
import type { LoadFigures } from '#src/report.ts';

export interface LoadOptions {
  connections: number;
  durationS: number;
  warmupS: number;
  /** Processes whose CPU is sampled during the run, by name (e.g. `{ site: 1234, content: 1240 }`). */
  pids: Record<string, number>;
  /** Request headers, e.g. a browser's `Accept-Encoding`. */
  headers?: Record<string, string>;
}

/** What a browser says it can decode: the load of the `, gzip` rows asks with it. */
export const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Key of the CPU that processes other than the measured ones used during a run. */
export const OTHER = 'other processes';

let current: autocannon.Instance | null = null;

/** Stops a running load (SIGINT): autocannon then resolves with what it has. */
export function stopLoad() {
  current?.stop();
}

async function fire(
  url: string,
  connections: number,
  durationS: number,
  headers: Record<string, string> = {},
): Promise<autocannon.Result> {
  // Without a callback autocannon returns a thenable instance: the typings only know the promise half.
  const instance = autocannon({
    url,
    headers,
    connections,
    duration: durationS,
    timeout: 10,
    pipelining: 1,
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  current = instance;
  try {
    return await instance;
  } finally {
    current = null;
  }
}

export async function measure(url: string, options: LoadOptions): Promise<LoadFigures> {
  if (options.warmupS > 0) await fire(url, options.connections, options.warmupS, options.headers);
  const before = Object.fromEntries(
    Object.entries(options.pids).map(([name, pid]) => [name, cpuSeconds(pid)]),
  );
  const ownBefore = process.cpuUsage();
  const machineBefore = machineBusySeconds();
  const t0 = performance.now();
  const result = await fire(url, options.connections, options.durationS, options.headers);
  const elapsedS = (performance.now() - t0) / 1000;
  const own = process.cpuUsage(ownBefore);
  const cpu: Record<string, number> = {};
  const cpuPerRequestMs: Record<string, number> = {};
  for (const [name, pid] of Object.entries(options.pids)) {
    const after = cpuSeconds(pid);
    const start = before[name];
    if (after == null || start == null) continue;
    cpu[name] = ((after - start) / elapsedS) * 100;
    if (result.requests.total > 0) cpuPerRequestMs[name] = ((after - start) * 1000) / result.requests.total;
  }
  cpu.loadgen = ((own.user + own.system) / 1e6 / elapsedS) * 100;
  // The machine is shared: what other processes used meanwhile is part of the picture.
  const machineAfter = machineBusySeconds();
  if (machineBefore != null && machineAfter != null) {
    const ours = Object.values(cpu).reduce((a, b) => a + b, 0);
    cpu[OTHER] = Math.max(0, ((machineAfter - machineBefore) / elapsedS) * 100 - ours);
  }
  const figures: LoadFigures = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    bytes: result.throughput.total,
    cpu,
    cpuPerRequestMs,
  };
  return figures;
}

export function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

export function readFrom(file: string, offset: number): string {
  const size = sizeOf(file);
  if (size <= offset) return '';
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(size - offset);
    readSync(fd, buffer, 0, buffer.length, offset);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** Counts fastify/pino "request completed" lines by status code. */
export function countRequests(log: string): { total: number; byStatus: Record<string, number> } {
  const byStatus: Record<string, number> = {};
  let total = 0;
  for (const line of log.split('\n')) {
    if (!line.includes('request completed')) continue;
    const status = /"statusCode":(\d{3})/.exec(line)?.[1] ?? '?';
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    total += 1;
  }
  return { total, byStatus };
}

/**
 * Profiles a server (started with the profiler preload) under the same load: SIGUSR2 starts V8's sampling profiler,
 * a second SIGUSR2 writes `<dir>/<pid>.cpuprofile`. Null when the server did not write one.
 */
export async function profileUnderLoad(
  url: string,
  pid: number,
  options: { connections: number; durationS: number; dir: string; repoRoot: string },
): Promise<ProfileSummary | null> {
  const file = join(options.dir, `${pid}.cpuprofile`);
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  // Starting the profiler blocks the server for a moment: begin the load once it answers again.
  await sleep(200);
  await fetch(url).then((r) => r.arrayBuffer());
  await fire(url, options.connections, options.durationS);
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(file); i++) await sleep(100);
  await sleep(200);
  try {
    return summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, options.repoRoot);
  } catch {
    return null;
  }
}

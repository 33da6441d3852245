// Starting the servers under test in their own process groups, finding the real server pid, reading its memory and CPU.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { openSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface Managed {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Set once the process group has exited. */
  exited: Promise<void>;
}

const running = new Set<Managed>();

/** The suites' one port picker. */
export { freePort } from '@kino/browser/ports';

/**
 * Starts a command in its own process group (so stopping it stops pnpm, tsx and node alike), with stdout and
 * stderr going to a log file.
 */
export function start(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Managed {
  const out = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', out, out],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const managed: Managed = { name, child, logFile: options.logFile, exited };
  running.add(managed);
  exited.then(() => running.delete(managed));
  return managed;
}

function signalGroup(m: Managed, signal: NodeJS.Signals) {
  if (m.child.pid === undefined) return;
  try {
    process.kill(-m.child.pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM to the whole group, SIGKILL after a grace period. */
export async function stop(m: Managed, graceMs = 5000): Promise<void> {
  const group = m.child.pid;
  signalGroup(m, 'SIGTERM');
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceMs).unref());
  if ((await Promise.race([m.exited.then(() => 'exited' as const), timer])) === 'timeout')
    signalGroup(m, 'SIGKILL');
  // The wrapper may exit before its children (pnpm → sh → tsx → node): wait until no process of the group is left.
  const deadline = Date.now() + graceMs;
  while (group !== undefined && groupAlive(group) && Date.now() < deadline) await sleep(100);
  if (group !== undefined && groupAlive(group)) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {}
  }
  running.delete(m);
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Synchronous last-resort cleanup (process 'exit' handler): SIGKILL every group still running. */
export function killAllNow() {
  for (const m of running) signalGroup(m, 'SIGKILL');
  running.clear();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function logTail(m: Managed, lines = 30): string {
  try {
    return readFileSync(m.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls `url` until it answers `ok` (default: 2xx), the process exits, or the time runs out. */
export async function waitForHttp(
  m: Managed,
  url: string,
  timeoutMs: number,
  ok: (status: number) => boolean = (s) => s >= 200 && s < 300,
) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  let exited = false;
  m.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${m.name} exited before it was ready. Log:\n${logTail(m)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (ok(res.status)) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(250);
  }
  throw new Error(`${m.name} not ready at ${url} after ${timeoutMs} ms (${last}). Log:\n${logTail(m)}`);
}

/** Pids of `root` and all its descendants. */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    out.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** Inodes of the TCP sockets listening on `port` (IPv4 and IPv6), from /proc/net/tcp{,6}. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
      if (cols.length < 10) continue;
      if (cols[1]!.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9]!);
    }
  }
  return inodes;
}

/**
 * The pid (among `root` and its descendants) that holds the socket listening on `port`: the actual node server,
 * not the pnpm/tsx wrapper that started it.
 */
export function listeningPid(root: number, port: number): number | null {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const pid of descendants(root)) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode && inodes.has(inode)) return pid;
      } catch {}
    }
  }
  return null;
}

/** VmRSS and VmHWM (peak) of a process, in bytes. */
export function memoryOf(pid: number): { rss: number; hwm: number; pid: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) =>
      Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024, pid };
  } catch {
    return null;
  }
}

let clockTicks: number | null = null;
function ticksPerSecond(): number {
  if (clockTicks === null) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** CPU time (user + system, all threads) a process has used so far, in seconds. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the name start at field 3 (state): utime is field 14, stime field 15.
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond();
  } catch {
    return null;
  }
}

/** CPU time all cores of the machine have been busy so far (everything but idle and iowait), in seconds. */
export function machineBusySeconds(): number | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [, ...values] = line.trim().split(/\s+/);
    const n = values.map(Number);
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
    return (total - (n[3] ?? 0) - (n[4] ?? 0)) / ticksPerSecond();
  } catch {
    return null;
  }
}

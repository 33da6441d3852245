// The servers as a machine runs them: `node <its start script's flags> dist/main.mjs` in a deployed folder with only the environment it is given,
// logged to a file, ready when its readiness URL answers; killed with SIGKILL or stopped with SIGTERM like systemd.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface InstanceOptions {
  name: string;
  /** The deployed folder (the unit's WorkingDirectory). */
  cwd: string;
  /** The configuration, as the unit's EnvironmentFile gives it; nothing else of this process's environment leaks in. */
  env: Record<string, string>;
  logFile: string;
  /** Answers 2xx once the instance can serve. */
  readyUrl: string;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Instance {
  readonly name: string;
  readonly logFile: string;
  readonly pid: number | undefined;
  /** Starts (again) and waits until ready. */
  start(timeoutMs?: number): Promise<void>;
  /** `kill -9`: no chance to finish anything. */
  kill9(): Promise<Exit>;
  /** SIGTERM, as `systemctl stop` sends it; resolves with how the process ended. */
  stop(timeoutMs?: number): Promise<Exit>;
  log(): string;
}

/**
 * The Node flags a deployed app runs with: those of its package.json start script (`node --flag dist/main.mjs`), as
 * its systemd unit's ExecStart gives them too.
 */
export function startFlags(cwd: string): string[] {
  const { scripts } = JSON.parse(readFileSync(`${cwd}/package.json`, 'utf8')) as {
    scripts?: { start?: string };
  };
  const flags = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+dist\/main\.mjs/.exec(scripts?.start ?? '')?.[1] ?? '';
  return flags.split(/\s+/).filter(Boolean);
}

export function nodeInstance(options: InstanceOptions): Instance {
  let child: ChildProcess | undefined;
  let exited: Promise<Exit> | undefined;
  let log: WriteStream | undefined;

  const alive = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const tail = () => {
    try {
      return readFileSync(options.logFile, 'utf8').split('\n').slice(-30).join('\n');
    } catch {
      return '(no log)';
    }
  };

  const instance: Instance = {
    name: options.name,
    logFile: options.logFile,
    get pid() {
      return child?.pid;
    },
    async start(timeoutMs = 90_000) {
      if (alive()) throw new Error(`${options.name} is already running`);
      log = createWriteStream(options.logFile, { flags: 'a' });
      child = spawn(process.execPath, [...startFlags(options.cwd), 'dist/main.mjs'], {
        cwd: options.cwd,
        // Only Node: its own folder on PATH, no pnpm, no workspace, no NODE_OPTIONS of the test runner.
        env: { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, HOME: options.cwd, ...options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      const current = child;
      exited = new Promise((resolve) =>
        current.once('exit', (code, signal) => {
          resolve({ code, signal });
        }),
      );
      const deadline = Date.now() + timeoutMs;
      let last = 'no answer yet';
      while (Date.now() < deadline) {
        if (!alive()) throw new Error(`${options.name} exited while starting:\n${tail()}`);
        try {
          const answer = await fetch(options.readyUrl, { signal: AbortSignal.timeout(2_000) });
          await answer.body?.cancel();
          if (answer.ok) return;
          last = `answered ${answer.status}`;
        } catch (error) {
          last = (error as Error).message;
        }
        await sleep(100);
      }
      throw new Error(`${options.name} was not ready within ${timeoutMs / 1000} s (${last}):\n${tail()}`);
    },
    async kill9() {
      if (!exited) throw new Error(`${options.name} was never started`);
      if (!alive()) {
        const { code, signal } = await exited;
        throw new Error(
          `${options.name} is not running: it exited by itself (code ${code}, signal ${signal}):\n${tail()}`,
        );
      }
      child!.kill('SIGKILL');
      return exited;
    },
    async stop(timeoutMs = 15_000) {
      if (!alive() || !exited) return (await exited) ?? { code: null, signal: null };
      child!.kill('SIGTERM');
      const timer = sleep(timeoutMs).then(() => 'timeout' as const);
      const outcome = await Promise.race([exited, timer]);
      if (outcome === 'timeout') {
        child!.kill('SIGKILL');
        await exited;
        throw new Error(`${options.name} did not stop within ${timeoutMs / 1000} s of SIGTERM`);
      }
      log?.end();
      return outcome;
    },
    log: () => {
      try {
        return readFileSync(options.logFile, 'utf8');
      } catch {
        return '';
      }
    },
  };
  return instance;
}

/** The suite's one port picker (see its comment), for the instances and nginx. */
export { freePort } from '@kino/browser/ports';

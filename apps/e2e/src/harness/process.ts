// Starts a server with the same pnpm command the README gives, logs it to a file, waits for it, stops its whole process group.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';

export interface ServerProcess {
  name: string;
  logFile: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
  /** A URL that answers 2xx once the server is ready. */
  readyUrl: string;
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  // detached: the server gets its own process group, so stop() reaches pnpm, tsx and node together.
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));

  const server: ServerProcess = {
    name: options.name,
    logFile: options.logFile,
    child,
    async stop() {
      const group = child.pid;
      if (group === undefined) return;
      // pnpm may exit before the node server under it: wait for the whole process group, not just pnpm.
      const alive = () => {
        try {
          process.kill(-group, 0);
          return true;
        } catch {
          return false;
        }
      };
      if (alive()) {
        process.kill(-group, 'SIGTERM');
        const deadline = Date.now() + 10_000;
        while (alive() && Date.now() < deadline) await sleep(100);
        if (alive()) {
          console.warn(`[e2e] ${options.name} did not stop within 10 s of SIGTERM; killing it`);
          process.kill(-group, 'SIGKILL');
          const killed = Date.now() + 5_000;
          while (alive() && Date.now() < killed) await sleep(100);
        }
      }
      if (!exited) await exit;
      log.end();
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  const failed = (why: string) =>
    new Error(
      `${options.name} did not start: ${why}\n--- last lines of ${options.logFile} ---\n${tail(options.logFile)}`,
    );
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const error = await Promise.race([spawnError, sleep(0).then(() => undefined)]);
    if (error) throw failed(`could not run \`${options.command}\` (${error.message}); is pnpm on PATH?`);
    if (exited) throw failed(`it exited with ${exited.signal ?? `code ${exited.code}`}`);
    try {
      const response = await fetch(options.readyUrl, {
        redirect: 'manual',
        signal: AbortSignal.timeout(5_000),
      });
      await response.body?.cancel();
      if (response.ok) return server;
      last = `last answer: ${response.status}`;
    } catch (error) {
      last = `last attempt: ${(error as Error).message}`;
    }
    await sleep(250);
  }
  await server.stop();
  throw failed(
    `${options.readyUrl} did not answer 2xx within ${(options.timeoutMs ?? 120_000) / 1000} s (${last})`,
  );
}

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cpuSeconds, descendants, freePort, listeningPid, memoryOf } from '#src/processes.ts';

describe('process figures from /proc', () => {
  it('finds the process listening on a port, and nobody on a closed one', async () => {
    const server = createServer((_req, res) => res.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      expect(listeningPid(process.pid, port)).toBe(process.pid);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(listeningPid(process.pid, await freePort())).toBeNull();
  });

  it('reads memory and CPU time of this process', () => {
    const mem = memoryOf(process.pid);
    expect(mem?.rss).toBeGreaterThan(10 * 1024 * 1024);
    expect(mem!.hwm).toBeGreaterThanOrEqual(mem!.rss);
    const before = cpuSeconds(process.pid)!;
    const until = Date.now() + 300;
    while (Date.now() < until) Math.sqrt(Math.random());
    expect(cpuSeconds(process.pid)! - before).toBeGreaterThan(0.1);
    expect(descendants(process.pid)[0]).toBe(process.pid);
  });
});

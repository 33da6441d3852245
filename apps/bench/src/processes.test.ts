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

  // 0.3 s of CPU can take many seconds of wall time on a loaded 2-core machine.
  it('reads memory and CPU time of this process', { timeout: 60_000 }, () => {
    const mem = memoryOf(process.pid);
    expect(mem?.rss).toBeGreaterThan(10 * 1024 * 1024);
    expect(mem!.hwm).toBeGreaterThanOrEqual(mem!.rss);
    // Busy until this process has used 0.3 s of CPU by Node's own account (wall time varies on a shared machine).
    const before = cpuSeconds(process.pid)!;
    const own = process.cpuUsage();
    while (process.cpuUsage(own).user < 300_000) Math.sqrt(Math.random());
    const used = (process.cpuUsage(own).user + process.cpuUsage(own).system) / 1e6;
    expect(cpuSeconds(process.pid)! - before).toBeGreaterThan(used * 0.8);
    expect(descendants(process.pid)[0]).toBe(process.pid);
  });
});

// Free TCP ports for the servers every suite starts (e2e, faults, scale, the site's tests, the bench), so a run never
// collides with a developer's servers nor with another suite's.
//
// A port is chosen below the kernel's ephemeral range (net.ipv4.ip_local_port_range, 32768–60999 on Debian). The
// kernel hands out ports of that range to every `listen(0)` and every outgoing connection of every process, so a port
// learnt from `listen(0)` and bound seconds later by a server can meanwhile be taken by someone else: on CI the
// faults suite's nginx port was, while the e2e and scale suites ran beside it (stop 42: every request through that
// nginx failed). Below the range only the suite's own picks compete, and they are random over 16,000 ports.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const SPAN = 16_384;

/** The first port of the kernel's ephemeral range (32768 when it cannot be read). */
function ephemeralStart(): number {
  try {
    const first = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    return Number.isInteger(first) && first > 2_048 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

function bindable(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  const end = ephemeralStart();
  const start = Math.max(1_024, end - SPAN);
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = start + Math.floor(Math.random() * (end - start));
    if (await bindable(port, host)) return port;
  }
  throw new Error(`No free port in ${start}–${end - 1} after 100 tries`);
}

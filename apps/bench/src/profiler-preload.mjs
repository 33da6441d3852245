// Preloaded into the servers under test (NODE_OPTIONS=--import): SIGUSR2 starts the CPU profiler, the next SIGUSR2
// writes the profile to $BENCH_PROFILE_DIR/<pid>.cpuprofile. Plain JS: it runs in processes that have no TS loader.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  let session = null;
  process.on('SIGUSR2', () => {
    if (!session) {
      // Connected only when asked, so the measured runs have no inspector attached.
      session = new Session();
      session.connect();
      session.post('Profiler.enable', () =>
        session.post('Profiler.setSamplingInterval', { interval: 500 }, () => session.post('Profiler.start')),
      );
      return;
    }
    const current = session;
    session = null;
    current.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(`${dir}/${process.pid}.cpuprofile`, JSON.stringify(result.profile));
      current.disconnect();
    });
  });
}

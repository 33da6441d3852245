// The site process's decisions that do not need a running server: how many workers serve.
import { describe, expect, it } from 'vitest';
import { workerCount } from './main.ts';

describe('workerCount', () => {
  it('is one per core, less one when the content service is on this machine', () => {
    expect(workerCount({ SITE_WORKERS: 'auto', CONTENT_URL_MAIN: 'http://localhost:4000/main/' }, 4)).toBe(3);
    expect(workerCount({ SITE_WORKERS: 'auto', CONTENT_URL_MAIN: 'http://127.0.0.1:4000/main/' }, 2)).toBe(1);
    expect(workerCount({ SITE_WORKERS: 'auto', CONTENT_URL_MAIN: 'http://content.internal/main/' }, 4)).toBe(
      4,
    );
    expect(workerCount({ SITE_WORKERS: 'auto', CONTENT_URL_MAIN: 'http://localhost:4000/main/' }, 1)).toBe(1);
  });
  it('is SITE_WORKERS when it is a number', () => {
    expect(workerCount({ SITE_WORKERS: 3, CONTENT_URL_MAIN: 'http://localhost:4000/main/' }, 8)).toBe(3);
  });
});

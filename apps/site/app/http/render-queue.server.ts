// Page renders take turns: at most SITE_RENDER_CONCURRENCY at once per process (p-limit), the others wait first come
// first served, and a page that waited longer than SITE_RENDER_QUEUE_MS is answered 503 with Retry-After instead of
// being rendered for a visitor who has likely given up. A render is CPU work: dozens interleaved finish no sooner in
// total, each takes as long as all of them, and together they hold dozens of content answers and React trees in
// memory (issue 12: p99 of seconds and timeouts on a cold cache, site RSS over 300 MB). Form posts never wait here.
import type { NextFunction, Request, Response } from 'express';
import pLimit from 'p-limit';
import { NO_STORE } from './security-headers.ts';

export interface RenderQueue {
  /** Express middleware: GET/HEAD go on when it is their turn and hold it until their answer is sent. */
  middleware(req: Request, res: Response, next: NextFunction): void;
  /** Runs one render (the page cache's) in its turn; the turn is held until `render` resolves. */
  run<T>(render: () => Promise<T>): Promise<T>;
}

/** Retry-After of a shed page, in seconds. */
const RETRY_AFTER_S = 5;

export function createRenderQueue(concurrency: number, maxWaitMs: number): RenderQueue {
  const limit = pLimit(concurrency);
  return {
    middleware(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const queuedAt = performance.now();
      void limit(() => {
        // The visitor left while waiting: nobody to render for.
        if (res.destroyed || res.writableEnded) return;
        if (performance.now() - queuedAt > maxWaitMs) {
          req.log?.warn({ waitedMs: Math.round(performance.now() - queuedAt) }, 'render queue full: 503');
          res.status(503).set({ 'Retry-After': String(RETRY_AFTER_S), 'Cache-Control': NO_STORE });
          res.type('text/plain').send('Service Unavailable');
          return;
        }
        return new Promise<void>((resolve) => {
          res.once('close', resolve);
          next();
        });
      });
    },
    run: (render) => limit(render),
  };
}

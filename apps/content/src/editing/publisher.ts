// The scheduled publisher: every instance polls for items whose «Опубликовать в…» moment has come (each is claimed
// once, item-lifecycle.ts's publishDue) and purges the trash of what has been there 30 days.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#src/db/client.ts';
import { type Published, publishDue, purgeTrash } from './item-lifecycle.ts';

/** How often an instance looks for due items: a scheduled item is on the site within this plus the caches' 60 s. */
export const DEFAULT_PUBLISH_POLL_MS = 15_000;

export interface Publisher {
  /** One round now (tests; the timer's rounds never overlap with it). */
  run(): Promise<Published[]>;
  stop(): Promise<void>;
}

export function startPublisher(options: {
  db: Db;
  intervalMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
  /** This instance published something: its own cached answers go at once (others notice the version bump). */
  onPublished(published: Published[]): void;
}): Publisher {
  let running: Promise<Published[]> | undefined;
  let stopped = false;
  const round = async (): Promise<Published[]> => {
    const published = await publishDue(options.db, options.now());
    if (published.length > 0) {
      options.onPublished(published);
      for (const p of published)
        options.log.info({ town: p.town, collection: p.collection, id: p.id }, 'scheduled item published');
    }
    await purgeTrash(options.db, options.now());
    return published;
  };
  const run = () => {
    // One round at a time in an instance; other instances are kept apart by the claim itself.
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  };
  const tick = () => {
    if (!stopped) run().catch((err: unknown) => options.log.error({ err }, 'scheduled publishing failed'));
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  setImmediate(tick);
  return {
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

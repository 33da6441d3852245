// Whether a `?preview=<token>` names a draft: asked of the content service once per token, an unknown one remembered
// for a minute. A page asked with an unknown token is the public page, answered from the cache like any other: random
// tokens cannot make the site render (issue 33).
import type { Town } from '@kino/api/towns';
import { LRUCache } from 'lru-cache';
import { logger } from '#src/http/logger.server.ts';

/** Asks the content service whether the token shows a draft of the town (it answers a draft `no-store`). */
export type PreviewCheck = (town: Town, token: string) => Promise<boolean>;

export interface PreviewTokens {
  /** True when the token shows a draft: the page is the staff member's own, rendered for them and never cached. */
  isDraft(town: Town, token: string): Promise<boolean>;
}

export function createPreviewTokens(
  check: PreviewCheck,
  { unknownForMs = 60_000, maxUnknown = 10_000 } = {},
): PreviewTokens {
  const unknown = new LRUCache<string, true>({ max: maxUnknown, ttl: unknownForMs });
  // One question per token at a time, whoever asks.
  const asking = new Map<string, Promise<boolean>>();
  return {
    isDraft(town, token) {
      const key = `${town} ${token}`;
      if (unknown.has(key)) return Promise.resolve(false);
      const running = asking.get(key);
      if (running) return running;
      const answer = check(town, token)
        .then((draft) => {
          if (!draft) unknown.set(key, true);
          return draft;
        })
        .catch((error: unknown) => {
          // Unanswered (the service is down): the public page now, and the question again next time.
          logger.warn({ err: (error as Error).message }, 'preview token: the content service did not answer');
          return false;
        })
        .finally(() => asking.delete(key));
      asking.set(key, answer);
      return answer;
    },
  };
}

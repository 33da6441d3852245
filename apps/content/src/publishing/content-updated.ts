// When a town's content last changed (Info.updatedAt): the time of its content version, which every edit and the
// schedule of each new cinema day bump. The site's sitemap gives it as `lastmod` of pages without a date of their own.
import { toLocalIso } from '@kino/api/cinema-time';
import { eq } from 'drizzle-orm';
import { contentState } from '#src/db/schema.ts';
import type { ReadContext } from './repository.ts';

export async function contentUpdatedAt(ctx: Pick<ReadContext, 'db' | 'town'>): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ updatedAt: contentState.updatedAt })
    .from(contentState)
    .where(eq(contentState.town, ctx.town));
  return row ? toLocalIso(row.updatedAt) : undefined;
}

// Preview links of drafts: a random token, stored hashed with its expiry, that lets the site show one draft item.
import { createHash, randomBytes } from 'node:crypto';
import type { AdminPageKey } from '@kino/api/admin-queries';
import { PREVIEW_PARAM, type RouteName, routePath } from '@kino/api/routes';
import type { Town } from '@kino/api/towns';
import type { PreviewInput, PreviewToken } from '@kino/api/types';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { previewTokens } from '#src/db/schema.ts';
import { NotFoundError } from '#src/publishing/errors.ts';
import type { PreviewGrant, PreviewKind } from '#src/publishing/repository.ts';
import { collectionOfKind, itemExists } from './collections.ts';
import type { EditContext } from './context.ts';
import { pageExists } from './pages.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where the site shows each page (the hall page's text is on every hall page; the cinema page shows about). */
const PAGE_ROUTES: Record<AdminPageKey, RouteName> = {
  about: 'cinema',
  contacts: 'contacts',
  hall: 'cinema',
  vacancypage: 'vacancies',
  services: 'services',
  certificates: 'certificates',
  faq: 'faq',
};

const ITEM_ROUTES: Record<Exclude<PreviewKind, 'page'>, { name: RouteName; param?: string }> = {
  film: { name: 'afisha-film', param: 'film' },
  news: { name: 'news-news', param: 'news' },
  event: { name: 'events' },
  document: { name: 'documents-documents', param: 'documents' },
  vacancy: { name: 'vacancies-vacancy', param: 'vacancy' },
  hall: { name: 'hall-hall', param: 'hall' },
  service: { name: 'services' },
  certificate: { name: 'certificates' },
  faq: { name: 'faq' },
};

/** A token for one item (or page) of the town, and the address of its page on the site with it. */
export async function createPreview(
  ctx: EditContext,
  input: PreviewInput,
  options: { ttlMs: number; siteOrigin: string },
): Promise<PreviewToken> {
  let path: string;
  if (input.kind === 'page') {
    if (!(input.id in PAGE_ROUTES) || !(await pageExists(ctx, input.id)))
      throw new NotFoundError(`Страницы ${input.id} нет.`);
    path = routePath({ name: PAGE_ROUTES[input.id as AdminPageKey] }, ctx.town);
  } else {
    const row = /^\d{1,9}$/.test(input.id)
      ? await itemExists(ctx, collectionOfKind(input.kind), Number(input.id))
      : undefined;
    if (!row) throw new NotFoundError(`Нет такого элемента (${input.kind} ${input.id}) в этом городе.`);
    const route = ITEM_ROUTES[input.kind];
    path = routePath(
      { name: route.name, ...(route.param ? { params: { [route.param]: row.slug } } : {}) },
      ctx.town,
    );
  }
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(ctx.now.getTime() + options.ttlMs);
  // Tokens that ran out go as new ones come.
  await ctx.db.delete(previewTokens).where(lt(previewTokens.expiresAt, ctx.now));
  await ctx.db.insert(previewTokens).values({
    tokenHash: hashToken(token),
    town: ctx.town,
    kind: input.kind,
    itemId: input.id,
    createdBy: ctx.staff.id,
    expiresAt,
  });
  const url = new URL(path, options.siteOrigin);
  url.searchParams.set(PREVIEW_PARAM, token);
  return { token, expiresAt: expiresAt.toISOString(), url: url.toString() };
}

/** The draft a token shows in a town, while it has not expired; null for anything else. */
export async function resolvePreview(
  db: Db,
  town: Town,
  token: string,
  now: Date,
): Promise<PreviewGrant | null> {
  const [row] = await db
    .select()
    .from(previewTokens)
    .where(
      and(
        eq(previewTokens.tokenHash, hashToken(token)),
        eq(previewTokens.town, town),
        gt(previewTokens.expiresAt, now),
      ),
    );
  return row ? { kind: row.kind as PreviewKind, itemId: row.itemId } : null;
}

// The town's accessibility statement (route `dostupnost`, issue 35): the halls' access features, the week's special
// screenings counted from the films' list, and how to ask for help. Server-rendered; nothing needs JavaScript.
import { accessScreenings } from '@kino/api/views';
import { siteNow } from '#src/content-client/clock.server.ts';
import { queries } from '#src/content-client/content.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/accessibility';

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const [halls, films, head] = await Promise.all([
    ctx.load('halls', queries.halls.list(ctx.town)),
    // The week's films with their sessions: only the counts and the soonest of each kind reach the page.
    ctx.load('films', queries.films.list(ctx.town)),
    loadHead(ctx, 'Доступность'),
  ]);
  return { halls, screenings: accessScreenings(films, siteNow().toISOString()), head };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('accessibility', () => import('./accessibility.view.tsx'));

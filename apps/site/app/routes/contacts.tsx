// Contacts (route `contacts`): address with the map, phones, hours and whether open now, departments, the callback form.
import { siteNow } from '#src/content-client/clock.server.ts';
import { queries } from '#src/content-client/content.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/contacts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const [page, head] = await Promise.all([
    ctx.load('contacts page', queries.pages.contacts(ctx.town)),
    loadHead(ctx, 'Контакты'),
  ]);
  return { page, head, now: siteNow().toISOString() };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('contacts', () => import('./contacts.view.tsx'));

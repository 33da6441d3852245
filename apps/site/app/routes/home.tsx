// Home page (route `index`/`rechitsa`): today's films, premieres, events and news.

import { HomeScreen } from '@kino/ui/screens/home-screen';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext } from '#src/lib/page.server.ts';
import { useTown } from '#src/lib/town-data.ts';
import type { Route } from './+types/home';

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const [events, news, head] = await Promise.all([
    ctx.load('events', queries.events.list(ctx.town, { perPage: 6 })),
    ctx.load('news', queries.news.list(ctx.town, { perPage: 4 })),
    loadHead(ctx, 'Афиша кинотеатра'),
  ]);
  return { events: events.items, news: news.items, head };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { info, films, clock } = useTown();
  return (
    <HomeScreen
      info={info}
      films={films}
      events={loaderData.events}
      news={loaderData.news}
      today={clock.today}
    />
  );
}

// robots.txt: crawlers kept out of the staff workspace, previews and form endpoints; the sitemap index named.
import { cachedAnswer } from '#src/reach/answer.server.ts';
import { robotsTxt } from '#src/reach/sitemap.server.ts';
import type { Route } from './+types/robots';

export function loader({ request }: Route.LoaderArgs) {
  return cachedAnswer(request, robotsTxt(), 'text/plain; charset=utf-8');
}

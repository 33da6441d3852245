// The sitemap index (`/sitemap.xml`) and each town's sitemap (`/sitemap-{town}.xml`), cached like pages: a change of
// content is in them within the site's 60 s.
import { townSitemapPath } from '@kino/api/feeds';
import { TOWNS } from '@kino/api/towns';
import { cachedAnswer } from '#src/reach/answer.server.ts';
import {
  newestOf,
  sitemapIndex,
  townEntries,
  townSitemap,
  XML_CONTENT_TYPE,
} from '#src/reach/sitemap.server.ts';
import { queryClientContext } from '#src/request/context.server.ts';
import type { Route } from './+types/sitemap';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext);
  const { pathname } = url;
  const town = TOWNS.find((t) => townSitemapPath(t) === pathname);
  if (town)
    return cachedAnswer(request, await townSitemap(await townEntries(queryClient, town)), XML_CONTENT_TYPE);
  const [main, rechitsa] = await Promise.all(TOWNS.map((t) => townEntries(queryClient, t)));
  const xml = await sitemapIndex({ main: newestOf(main!), rechitsa: newestOf(rechitsa!) });
  return cachedAnswer(request, xml, XML_CONTENT_TYPE);
}

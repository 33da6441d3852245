// Spec §2: every route ends with a trailing slash; a page path without one is redirected to the version with it.
// A page has one address: React Router matches routes whatever their case and skips empty segments, so `/RECHITSA/`
// or `/afisha//` would render a second, uncanonical copy of a page — `/RECHITSA/…` even with the main town's data,
// because the town is read from the lowercase prefix. Those are redirected to the lowercase, single-slash path.

const ESCAPE_OR_UPPER = /(%[0-9A-Fa-f]{2})|[A-Z]+/g;
/** A file's name: a name and an extension (`robots.txt`, `sitemap-main.xml`, `week.ics`). */
const FILE_NAME = /^[\w-]+(\.[\w-]+)*\.[a-z0-9]{1,8}$/i;

/** The location to redirect to, or null when the path is fine or is not a page (assets, data, files). */
export function trailingSlashRedirect(pathname: string, search: string): string | null {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  // Files (favicon.ico, builds/latest.json), router data requests (.data) and the route manifest keep their form.
  if (last.includes('.') || pathname.startsWith('/__')) return null;
  // A file asked for with a slash after it (`/robots.txt/`): no page's segment has a dot (slugs never do).
  const bare = pathname.replace(/\/+$/, '').replace(/\/{2,}/g, '/');
  if (pathname.endsWith('/') && FILE_NAME.test(bare.slice(bare.lastIndexOf('/') + 1)))
    return `${bare}${search}`;
  // Collapsing the slashes also keeps `//evil.example` from becoming a protocol-relative redirect to another host.
  // Percent-escapes keep their case (`%D0%9A` is not an uppercase letter).
  let page = pathname
    .replace(/\/{2,}/g, '/')
    .replace(ESCAPE_OR_UPPER, (match, percent: string | undefined) => percent ?? match.toLowerCase());
  if (!page.endsWith('/')) page += '/';
  return page === pathname ? null : `${page}${search}`;
}

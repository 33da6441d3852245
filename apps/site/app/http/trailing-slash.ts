// Spec §2: every route ends with a trailing slash; a page path without one is redirected to the version with it.
/** The location to redirect to, or null when the path is fine or is not a page (assets, data, files). */
export function trailingSlashRedirect(pathname: string, search: string): string | null {
  if (pathname.endsWith('/')) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  // Files (favicon.ico, builds/latest.json), router data requests (.data) and the route manifest keep their form.
  if (last.includes('.') || pathname.startsWith('/__')) return null;
  // `//evil.example` would become a protocol-relative redirect to another host.
  const safe = pathname.replace(/^\/{2,}/, '/');
  return `${safe}/${search}`;
}

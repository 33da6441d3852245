// What of a page's head only its first HTML needs, for crawlers and link previews: the JSON-LD for search engines (on
// a film page most of the head: a ScreeningEvent per session of the week) and the sharing tags (Open Graph, Twitter
// cards: ≈ 2 kB on every page). No code in the browser reads them, so they do not travel a second time as loader data
// (decision 006). The server entry hands them in through this context; the browser renders nothing here, and React 19
// skips head tags it did not render when it hydrates the head — they stay as the server wrote them. After a client
// navigation the title, description and canonical link follow the page (React Router's meta); these stay the first
// page's, which no crawler or messenger sees: they load each URL.
import { createContext, useContext } from 'react';
import { safeJsonForScript } from '#src/head/head.ts';

export interface ServerHeadTags {
  /** Sharing meta tags' attributes (property/name and content). */
  meta: Record<string, string>[];
  /** JSON-LD documents, serialised JSON. */
  jsonld: string[];
}

/** A meta tag for link previews only: Open Graph (`og:`, `article:`…) and Twitter cards. */
export function isSharingMeta(attrs: Record<string, string>): boolean {
  return (
    /^(og|article|book|profile|video|music):/.test(attrs.property ?? '') || /^twitter:/.test(attrs.name ?? '')
  );
}

/** None yet: a request's own, filled by its loaders. */
export const emptyServerHead = (): ServerHeadTags => ({ meta: [], jsonld: [] });

const ServerHeadContext = createContext<ServerHeadTags>(emptyServerHead());

/** Set by the server entry with the request's server-only head tags. */
export const ServerHeadProvider = ServerHeadContext.Provider;

export function ServerHead() {
  const { meta, jsonld } = useContext(ServerHeadContext);
  return (
    <>
      {meta.map((attrs, i) => (
        <meta key={i} {...attrs} />
      ))}
      {jsonld.map((json, i) => (
        <script
          key={i}
          type="application/ld+json"
          // Our own service's JSON-LD, re-serialised by JSON.stringify and escaped for a script element.
          dangerouslySetInnerHTML={{ __html: safeJsonForScript(json) }}
        />
      ))}
    </>
  );
}

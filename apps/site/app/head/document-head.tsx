// The page's <head> tags from its loader (parsed getHead), updated on client navigation with a 10 ms debounce.
import { useContext, useEffect, useState } from 'react';
import { isRouteErrorResponse, UNSAFE_DataRouterStateContext, useMatches } from 'react-router';
import { fallbackHead, type HeadTag, safeJsonForScript } from '#src/head/head.ts';
import { useNonce } from '#src/http/nonce.tsx';

/** Spec §9: head updates are debounced 10 ms. */
export const HEAD_DEBOUNCE_MS = 10;

export interface PageHead {
  /** Parsed getHead tags, or null when getHead failed. */
  tags: HeadTag[] | null;
  /** The page's own title, for the fallback. */
  title: string;
}

/** The status of the error being shown, if any. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

function useHeadTags(): HeadTag[] {
  const matches = useMatches();
  const state = useContext(UNSAFE_DataRouterStateContext);
  const errors = state?.errors ? Object.values(state.errors) : [];
  // Spec §2: the error page's title is the status code.
  if (errors.length > 0) return [{ tag: 'title', text: String(errorStatus(errors[0])) }];
  let head: PageHead | undefined;
  let siteName: string | undefined;
  for (const match of matches) {
    const data = match.loaderData as { head?: PageHead; info?: { cinemaName?: string } } | undefined;
    if (data?.head) head = data.head;
    if (data?.info?.cinemaName) siteName = data.info.cinemaName;
  }
  if (head?.tags && head.tags.length > 0) return head.tags;
  return fallbackHead(head?.title, siteName);
}

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

export function DocumentHead() {
  const tags = useHeadTags();
  const nonce = useNonce();
  // The key makes a new tag list a new value only when the tags really changed.
  const serialized = JSON.stringify(tags);
  const shown = JSON.parse(useDebounced(serialized, HEAD_DEBOUNCE_MS)) as HeadTag[];
  return (
    <>
      {shown.map((tag, i) => {
        switch (tag.tag) {
          case 'title':
            return <title key="title">{tag.text}</title>;
          case 'meta':
            return <meta key={`m${i}`} {...tag.attrs} />;
          case 'link':
            return <link key={`l${i}`} {...tag.attrs} />;
          case 'jsonld':
            return (
              <script
                key={`j${i}`}
                type="application/ld+json"
                nonce={nonce || undefined}
                // Our own service's JSON-LD, re-serialised by JSON.stringify and escaped for a script element.
                dangerouslySetInnerHTML={{ __html: safeJsonForScript(tag.json) }}
              />
            );
          default:
            return null;
        }
      })}
    </>
  );
}

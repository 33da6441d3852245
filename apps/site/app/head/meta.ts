// Every page's <head> as React Router meta: the page's getHead tags from its loader data, a title naming the cinema
// when getHead failed, and the status as the title of the error page (spec §2).

import { isTownLayoutId } from '@kino/api/towns';
import type { Info } from '@kino/api/types';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { fallbackHead, type HeadTag } from '#src/head/head.ts';

/** What a page's loader returns for its head. */
export interface PageHead {
  /** Parsed getHead tags, or null when getHead failed. */
  tags: HeadTag[] | null;
  /** The page's own title, for the fallback. */
  title: string;
}

function toDescriptor(tag: HeadTag): MetaDescriptor {
  switch (tag.tag) {
    case 'title':
      return { title: tag.text };
    case 'meta':
      return { ...tag.attrs } as MetaDescriptor;
    case 'link':
      return { tagName: 'link', ...tag.attrs } as MetaDescriptor;
    case 'jsonld':
      return { 'script:ld+json': JSON.parse(tag.json) };
  }
}

/** What the meta functions read of React Router's MetaArgs (any route's, whatever its loader). */
interface MetaInput {
  loaderData?: unknown;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  error?: unknown;
}

function cinemaNameOf(matches: MetaInput['matches']): string | undefined {
  const layout = matches.find((match) => match && isTownLayoutId(match.id));
  return (layout?.loaderData as { info?: Info } | undefined)?.info?.cinemaName;
}

/** Spec §2: the error page's title is the error's status code. */
export function errorMeta({ error }: Pick<MetaInput, 'error'>): MetaDescriptor[] {
  return [{ title: String(isRouteErrorResponse(error) ? error.status : 500) }];
}

/** A page's head: its loader's `head`; without getHead's tags, its title and the cinema's name. */
export function pageMeta({ loaderData, matches, error }: MetaInput): MetaDescriptor[] {
  if (error) return errorMeta({ error });
  const head = (loaderData as { head?: PageHead } | undefined)?.head;
  const tags =
    head?.tags && head.tags.length > 0 ? head.tags : fallbackHead(head?.title, cinemaNameOf(matches));
  return tags.map(toDescriptor);
}

// The town's media library: its query (under the town's keys, so an upload or a delete refreshes it), its writes, and
// where each use of a picture is edited.
import { type AdminCollection, adminKeys } from '@kino/api/admin-queries';
import { unwrap } from '@kino/api/client';
import type { Town } from '@kino/api/towns';
import type { ImageUse } from '@kino/api/types';
import type { UseLink } from '@kino/ui/admin/screens/media-library-screen';
import { queryOptions } from '@tanstack/react-query';
import { KIND_LABELS } from '#src/lib/kinds.ts';
import { admin } from './admin.ts';

export interface LibraryParams {
  q?: string;
  unused?: boolean;
  page?: number;
}

export const mediaKeys = {
  all: (town: Town) => [...adminKeys.town(town), 'images'] as const,
  list: (town: Town, params: LibraryParams) => [...adminKeys.town(town), 'images', 'list', params] as const,
};

export const libraryQuery = (town: Town, params: LibraryParams) =>
  queryOptions({
    queryKey: mediaKeys.list(town, params),
    queryFn: async ({ signal }) =>
      unwrap(
        await admin().client.GET('/admin/v1/towns/{town}/images', {
          params: { path: { town }, query: { ...params, perPage: 24 } },
          signal,
        }),
      ),
  });

export async function describeImage(town: Town, imageId: string, alt: string) {
  return unwrap(
    await admin().client.PATCH('/admin/v1/towns/{town}/images/{imageId}', {
      params: { path: { town, imageId } },
      body: { alt },
    }),
  );
}

export async function deleteImage(town: Town, imageId: string) {
  unwrap(
    await admin().client.DELETE('/admin/v1/towns/{town}/images/{imageId}', {
      params: { path: { town, imageId } },
    }),
  );
}

const collectionOf = Object.fromEntries(
  Object.entries(KIND_LABELS).map(([collection, labels]) => [labels.preview, { collection, labels }]),
) as Record<string, { collection: AdminCollection; labels: (typeof KIND_LABELS)[AdminCollection] }>;

/** Where a picture's use is edited: the item's editor, or the fixed page's. */
export function useLinkOf(town: Town) {
  return (use: ImageUse): UseLink => {
    if (use.kind === 'page') return { kind: 'Страница', to: `/${town}/pages/${use.id}` };
    const found = collectionOf[use.kind];
    return found
      ? { kind: found.labels.item, to: `/${town}/${found.collection}/${use.id}` }
      : { kind: use.kind, to: `/${town}` };
  };
}

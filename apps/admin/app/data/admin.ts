// The workspace's API in one place: the query option factories, the shared writes and the typed client itself.
import {
  type AdminCalls,
  type AdminQueries,
  createAdminCalls,
  createAdminQueries,
} from '@kino/api/admin-queries';
import type { ContentClient } from '@kino/api/client';
import { unwrap } from '@kino/api/client';
import type { Town } from '@kino/api/towns';
import type { Image } from '@kino/api/types';
import { adminClient } from './client.ts';

let api: { queries: AdminQueries; calls: AdminCalls; client: ContentClient } | undefined;

/** Made on first use, in the browser (the client needs the page's origin). */
export function admin() {
  if (!api) {
    const client = adminClient();
    api = { client, queries: createAdminQueries(client), calls: createAdminCalls(client) };
  }
  return api;
}

/** Uploads an image (multipart); answers the stored Image with its srcset variants. */
export async function uploadImage(town: Town, file: File, alt = ''): Promise<Image> {
  const { client } = admin();
  return unwrap(
    await client.POST('/admin/v1/towns/{town}/images', {
      params: { path: { town } },
      // The contract types the file part as a string (binary); the body is sent as the form data built below.
      body: { file: file as unknown as string, alt },
      bodySerializer: (body) => {
        const form = new FormData();
        form.set('file', body.file as unknown as Blob, file.name);
        if (body.alt) form.set('alt', body.alt);
        return form;
      },
    }),
  );
}

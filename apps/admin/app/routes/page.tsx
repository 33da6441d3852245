// One fixed page: its title, lead or intro, picture and text are edited; its other parts are kept as stored.
import { ADMIN_PAGES, type AdminPageKey } from '@kino/api/admin-queries';
import { unwrap } from '@kino/api/client';
import type { Publishing } from '@kino/ui/admin/components/edit-frame';
import {
  type FieldGroup,
  type FieldSpec,
  ResourceEditScreen,
  type ResourceValues,
} from '@kino/ui/admin/screens/resource-edit-screen';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { admin } from '#src/data/admin.ts';
import { formErrors, loadStateOf } from '#src/data/errors.ts';
import { queryClient } from '#src/data/query-client.ts';
import { useDraft } from '#src/lib/drafts.ts';
import { PAGE_TITLES } from '#src/lib/kinds.ts';
import { useTown } from '#src/lib/town.ts';
import type { Route } from './+types/page';

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!(ADMIN_PAGES as readonly string[]).includes(params.page))
    throw new Response('Нет такой страницы', { status: 404 });
  return { page: params.page as AdminPageKey };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? PAGE_TITLES[data.page] : 'Страница'} — рабочее место кинотеатра` },
];

/** The editable parts a page may have, in form order; a page shows the ones its data has. */
const PAGE_FIELDS: FieldSpec[] = [
  { kind: 'text', name: 'title', label: 'Заголовок', required: true },
  { kind: 'textarea', name: 'lead', label: 'Вступление', rows: 3 },
  { kind: 'textarea', name: 'intro', label: 'Вступление', rows: 3 },
  { kind: 'image', name: 'image', label: 'Изображение', wide: true },
  { kind: 'rich', name: 'content', label: 'Текст страницы' },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const town = useTown();
  const { queries, calls, client } = admin();
  const stored = useQuery(queries.page(town, page));
  const [saved, setSaved] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const data = stored.data?.data as Record<string, unknown> | undefined;
  const fields = data ? PAGE_FIELDS.filter((f) => f.name in data) : [];
  const groups: FieldGroup[] = [{ legend: PAGE_TITLES[page], fields }];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', town, 'pages'] });
  const draft = useDraft<ResourceValues>();
  const save = useMutation({
    mutationFn: (values: ResourceValues) =>
      calls.updatePage(town, page, { ...data, ...pick(values, fields) } as never),
    onMutate: () => setSaved(null),
    onError: (error, values) => draft.keep(error, values),
    onSuccess: async () => {
      draft.forget();
      setSaved('Сохранено.');
      await refresh();
    },
  });
  const status = useMutation({
    mutationFn: (next: 'draft' | 'published') => calls.setPageStatus(town, page, next),
    onSuccess: async (result) => {
      setSaved(
        result.status === 'published' ? 'Опубликовано: на сайте в течение минуты.' : 'Снято с публикации.',
      );
      await refresh();
    },
  });
  const preview = useMutation({
    mutationFn: async () =>
      unwrap(
        await client.POST('/admin/v1/towns/{town}/previews', {
          params: { path: { town } },
          body: { kind: 'page', id: page },
        }),
      ),
    onSuccess: (token) => setPreviewUrl(token.url),
  });
  const publishing: Publishing | undefined = stored.data
    ? {
        status: stored.data.status,
        updatedAt: stored.data.updatedAt,
        onPublish: () => status.mutate('published'),
        onUnpublish: () => status.mutate('draft'),
        previewUrl,
        onPreview: () => preview.mutate(),
        busy: status.isPending || preview.isPending,
      }
    : undefined;
  const failure = save.error ?? status.error ?? preview.error;
  return (
    <ResourceEditScreen
      title={`Страница «${PAGE_TITLES[page]}»`}
      back={{ to: `/${town}/pages`, label: 'Страницы' }}
      itemKey={`${town}-${page}`}
      groups={groups}
      state={loadStateOf(stored)}
      onRetry={() => stored.refetch()}
      initial={draft.restored ?? (data ? (pick(data as ResourceValues, fields) as ResourceValues) : {})}
      onSubmit={(values) => save.mutate(values)}
      saving={save.isPending}
      errors={failure ? formErrors(failure) : undefined}
      saved={saved}
      publishing={publishing}
      restored={draft.restored === undefined ? undefined : { onDiscard: draft.discard }}
    />
  );
}

function pick(values: Record<string, unknown>, fields: FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.name, values[f.name]]));
}

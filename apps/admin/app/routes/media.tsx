// A town's media library: search and the «unused» filter live in the address; upload, describe and delete here.
import { MediaLibraryScreen } from '@kino/ui/admin/screens/media-library-screen';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { uploadImage } from '#src/data/admin.ts';
import { formErrors, loadStateOf, pagerOf } from '#src/data/errors.ts';
import { deleteImage, describeImage, libraryQuery, mediaKeys, useLinkOf } from '#src/data/media.ts';
import { queryClient } from '#src/data/query-client.ts';
import { useListAddress } from '#src/lib/list-address.ts';
import { useTown } from '#src/lib/town.ts';

export const meta = () => [{ title: 'Медиатека — рабочее место кинотеатра' }];

export default function Media() {
  const town = useTown();
  const [search, set] = useListAddress();
  const q = search.get('q') ?? '';
  const unused = search.get('unused') === '1';
  const page = Number(search.get('page') ?? '1') || 1;
  const library = useQuery({
    ...libraryQuery(town, {
      ...(q ? { q } : {}),
      ...(unused ? { unused } : {}),
      ...(page > 1 ? { page } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaKeys.all(town) });
  const failed = (error: unknown) =>
    setMessage({
      tone: 'error',
      text: Object.values(formErrors(error, 'Не удалось изменить медиатеку.')).join(' '),
    });
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(town, file),
    onSuccess: () => setMessage({ tone: 'success', text: 'Изображение загружено.' }),
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteImage(town, id),
    onSuccess: () => setMessage({ tone: 'success', text: 'Изображение удалено.' }),
    onError: failed,
    onSettled: refresh,
  });
  const describe = useMutation({
    mutationFn: ({ id, alt }: { id: string; alt: string }) => describeImage(town, id, alt),
    onSuccess: () => setMessage({ tone: 'success', text: 'Описание сохранено.' }),
    onError: failed,
    onSettled: refresh,
  });
  const fileId = useId();
  return (
    <MediaLibraryScreen
      images={library.data?.items ?? []}
      state={loadStateOf(library)}
      onRetry={() => library.refetch()}
      paging={pagerOf(library.data?.meta, (p) => set({ page: p > 1 ? String(p) : null }))}
      q={q}
      onSearch={(text) => set({ q: text.trim() || null })}
      unused={unused}
      onUnusedChange={(on) => set({ unused: on ? '1' : null })}
      linkOf={useLinkOf(town)}
      onDelete={(image) => remove.mutate(image.id)}
      onDescribe={(image, alt) => describe.mutate({ id: image.id, alt })}
      message={message}
      upload={
        <label htmlFor={fileId} className="button button-primary" aria-busy={upload.isPending || undefined}>
          {upload.isPending ? 'Загружаем…' : 'Загрузить изображение'}
          <input
            id={fileId}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) upload.mutate(file);
              event.currentTarget.value = '';
            }}
          />
        </label>
      }
    />
  );
}

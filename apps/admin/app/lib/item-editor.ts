// What every edit route does with one item: load it, save it (create or replace), publish/unpublish, preview, delete;
// and keep the form's unsaved values when a save meets an ended session (./drafts.ts).
import type { AdminCollection, AdminItem, AdminItemInput } from '@kino/api/admin-queries';
import { unwrap } from '@kino/api/client';
import type { Town } from '@kino/api/towns';
import type { ItemStatus } from '@kino/api/types';
import type { LoadState } from '@kino/ui/admin/components/admin-page';
import type { ItemFrameProps, Publishing } from '@kino/ui/admin/components/edit-frame';
import { partialMatchKey, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { admin } from '#src/data/admin.ts';
import { formErrors, loadStateOf } from '#src/data/errors.ts';
import { queryClient } from '#src/data/query-client.ts';
import { fromLocalInput } from '#src/forms/dates.ts';
import { itemDocumentTitle, itemName, useDocumentTitle } from './document-title.ts';
import { useDraft } from './drafts.ts';
import { KIND_LABELS } from './kinds.ts';

/** `V` is the form's values: what is kept, and restored, when a save fails because the session has ended. */
export function useItemEditor<K extends AdminCollection, V>(
  town: Town,
  kind: K,
  idParam: string | undefined,
) {
  const navigate = useNavigate();
  const id = idParam ? Number(idParam) : null;
  const { queries, calls, client } = admin();
  const item = useQuery({ ...queries.item(town, kind, id ?? 0), enabled: id !== null });
  const stored = item.data as AdminItem<K> | undefined;
  const name = stored ? itemName(stored.data) : null;
  useDocumentTitle(stored ? itemDocumentTitle(name, KIND_LABELS[kind].item) : null);
  const deletedNotice = name ? `Удалено: «${name}».` : 'Удалено.';
  // A new item is saved, then shown at its own address: the message comes along in the navigation's state.
  const location = useLocation();
  const [saved, setSaved] = useState<string | null>(
    (location.state as { saved?: string } | null)?.saved ?? null,
  );
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['admin', town, kind] });
  const draft = useDraft<V>();

  const save = useMutation({
    mutationFn: ({ data }: { data: AdminItemInput<K>; values: V }) =>
      id === null ? calls.create(town, kind, data) : calls.update(town, kind, id, data),
    onMutate: () => setSaved(null),
    // The 401 also sends the browser to sign-in (query-client.ts); the values wait here for the way back.
    onError: (error, { values }) => draft.keep(error, values),
    onSuccess: async (stored) => {
      draft.forget();
      queryClient.setQueryData(queries.item(town, kind, stored.id).queryKey, stored as never);
      await invalidate();
      setSaved('Сохранено.');
      if (id === null)
        navigate(`/${town}/${kind}/${stored.id}`, { replace: true, state: { saved: 'Сохранено.' } });
    },
  });
  const status = useMutation({
    mutationFn: (next: ItemStatus) => calls.setStatus(town, kind, id!, next),
    onSuccess: async (stored) => {
      queryClient.setQueryData(queries.item(town, kind, stored.id).queryKey, stored as never);
      await invalidate();
      setSaved(
        stored.status === 'published' ? 'Опубликовано: на сайте в течение минуты.' : 'Снято с публикации.',
      );
    },
  });
  const preview = useMutation({
    mutationFn: async () =>
      unwrap(
        await client.POST('/admin/v1/towns/{town}/previews', {
          params: { path: { town } },
          body: { kind: KIND_LABELS[kind].preview, id: String(id) },
        }),
      ),
    onSuccess: (token) => setPreviewUrl(token.url),
  });
  /** The item and its lists and history are read again after a change of its state. */
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queries.item(town, kind, id!).queryKey });
    await invalidate();
  };
  const history = useQuery({ ...queries.versions(town, kind, id ?? 0), enabled: id !== null });
  const schedule = useMutation({
    mutationFn: (local: string) => calls.schedule(town, kind, id!, fromLocalInput(local) ?? local),
    onMutate: () => setSaved(null),
    onSuccess: async () => {
      await refresh();
      setSaved('Публикация запланирована: сервис опубликует в назначенное время.');
    },
  });
  const cancelSchedule = useMutation({
    mutationFn: () => calls.cancelSchedule(town, kind, id!),
    onMutate: () => setSaved(null),
    onSuccess: async () => {
      await refresh();
      setSaved('Публикация по расписанию отменена.');
    },
  });
  const duplicate = useMutation({
    mutationFn: () => calls.duplicate(town, kind, id!),
    onSuccess: async (copy) => {
      await invalidate();
      const message = `Создана копия: «${copy.title}» — черновик.`;
      setSaved(message);
      navigate(`/${town}/${kind}/${copy.id}`, { state: { saved: message } });
    },
  });
  const restoreVersion = useMutation({
    mutationFn: (versionId: number) => calls.restoreVersion(town, kind, id!, versionId),
    onMutate: () => setSaved(null),
    onSuccess: async () => {
      draft.forget();
      // Reset, not just refetched: the form is made anew from the restored fields (it keeps its own values otherwise).
      await queryClient.resetQueries({ queryKey: queries.item(town, kind, id!).queryKey });
      await invalidate();
      setSaved('Версия восстановлена и сохранена.');
    },
  });
  const remove = useMutation({
    mutationFn: () => calls.remove(town, kind, id!),
    onSuccess: async () => {
      // The lists change; the deleted item and its history are not asked for again by its page, still showing
      // (a 404 in the console): nothing under the item's key is refetched.
      const deleted = queries.item(town, kind, id!).queryKey;
      await queryClient.invalidateQueries({
        queryKey: ['admin', town, kind],
        predicate: (query) => !partialMatchKey(query.queryKey, deleted),
      });
      // The list says what went and takes the focus (its heading): the page with the focused button is gone.
      navigate(`/${town}/${kind}`, { replace: true, state: { deleted: deletedNotice } });
    },
  });

  // A new item has nothing to load.
  const loadState: LoadState = id === null ? { status: 'ready' } : loadStateOf(item);

  const publishing: Publishing | undefined =
    id !== null && stored
      ? {
          status: stored.status,
          updatedAt: stored.updatedAt,
          onPublish: () => status.mutate('published'),
          onUnpublish: () => status.mutate('draft'),
          previewUrl,
          onPreview: () => preview.mutate(),
          busy:
            status.isPending ||
            preview.isPending ||
            schedule.isPending ||
            cancelSchedule.isPending ||
            duplicate.isPending,
          publishAt: stored.publishAt,
          onSchedule: (local) => schedule.mutate(local),
          onCancelSchedule: () => cancelSchedule.mutate(),
          onDuplicate: () => duplicate.mutate(),
          history: {
            versions: history.data,
            onRestore: (versionId) => restoreVersion.mutate(versionId),
            busy: restoreVersion.isPending,
          },
        }
      : undefined;

  const failure =
    save.error ??
    status.error ??
    remove.error ??
    preview.error ??
    schedule.error ??
    cancelSchedule.error ??
    duplicate.error ??
    restoreVersion.error;
  const frame: ItemFrameProps = {
    saving: save.isPending,
    errors: failure ? formErrors(failure) : undefined,
    saved,
    publishing,
    /** The screen asks first (its dialog names `deleteSubject`); this is called once it is confirmed. */
    onDelete: id !== null ? () => remove.mutate() : undefined,
    deleteSubject: { kind: KIND_LABELS[kind].item, name },
    /** Says the form holds restored edits, and lets the staff member drop them. */
    restored: draft.restored === undefined ? undefined : { onDiscard: draft.discard },
  };
  return {
    id,
    stored,
    /** The screen's load gate: the item's load state and its retry. */
    state: loadState,
    onRetry: () => item.refetch(),
    save: (data: AdminItemInput<K>, values: V) => save.mutate({ data, values }),
    /** The values kept from before a sign-in, to start the form from instead of the stored item. */
    restored: draft.restored,
    /** What the screen hands its edit frame as it is. */
    frame,
  };
}

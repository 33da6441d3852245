// «Корзина» of a town: what was deleted in the last 30 days, restored as a draft with one button.
import type { TrashItem } from '@kino/api/types';
import { TrashScreen } from '@kino/ui/admin/screens/trash-screen';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { admin } from '#src/data/admin.ts';
import { formErrors, loadStateOf } from '#src/data/errors.ts';
import { queryClient } from '#src/data/query-client.ts';
import { KIND_LABELS } from '#src/lib/kinds.ts';
import { useTown } from '#src/lib/town.ts';

export const meta = () => [{ title: 'Корзина — рабочее место кинотеатра' }];

export default function Trash() {
  const town = useTown();
  const { queries, calls } = admin();
  const trash = useQuery(queries.trash(town));
  const [restored, setRestored] = useState<{ title: string; to: string } | null>(null);
  const restore = useMutation({
    mutationFn: (item: TrashItem) => calls.restoreFromTrash(town, item.id),
    onMutate: () => setRestored(null),
    onSuccess: async (ref) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', town, 'trash'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', town, ref.collection] });
      setRestored({ title: ref.title, to: `/${town}/${ref.collection}/${ref.id}` });
    },
  });
  return (
    <TrashScreen
      items={trash.data ?? []}
      state={loadStateOf(trash)}
      onRetry={() => trash.refetch()}
      kindLabel={(collection) => KIND_LABELS[collection].item}
      onRestore={(item) => restore.mutate(item)}
      busy={restore.isPending}
      restored={restored}
      error={restore.error ? formErrors(restore.error, 'Не удалось восстановить.')[''] : null}
    />
  );
}

// The town's cinema information: name, address, phones, the ticket address template. Always published.

import { unwrap } from '@kino/api/client';
import { RESOURCE_FIELDS } from '@kino/ui/admin/lib/resource-fields';
import { ResourceEditScreen, type ResourceValues } from '@kino/ui/admin/screens/resource-edit-screen';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { admin } from '#src/data/admin.ts';
import { formErrors, loadStateOf } from '#src/data/errors.ts';
import { queryClient } from '#src/data/query-client.ts';
import { infoToValues, valuesToInfo } from '#src/forms/resources.ts';
import { useDraft } from '#src/lib/drafts.ts';
import { useTown } from '#src/lib/town.ts';

export const meta = () => [{ title: 'О кинотеатре — рабочее место кинотеатра' }];

export default function Info() {
  const town = useTown();
  const { queries, client } = admin();
  const info = useQuery(queries.info(town));
  const [saved, setSaved] = useState<string | null>(null);
  const draft = useDraft<ResourceValues>();
  const save = useMutation({
    mutationFn: async ({ body }: { body: Parameters<typeof valuesToInfo>[1]; values: ResourceValues }) =>
      unwrap(await client.PUT('/admin/v1/towns/{town}/info', { params: { path: { town } }, body })),
    onMutate: () => setSaved(null),
    onError: (error, { values }) => draft.keep(error, values),
    onSuccess: (stored) => {
      draft.forget();
      queryClient.setQueryData(queries.info(town).queryKey, stored);
      setSaved('Сохранено: на сайте в течение минуты.');
    },
  });
  return (
    <ResourceEditScreen
      title={`О кинотеатре${info.data ? ` · ${info.data.data.townName}` : ''}`}
      back={{ to: `/${town}/films`, label: 'Фильмы' }}
      itemKey={`info-${town}`}
      groups={RESOURCE_FIELDS.info}
      state={loadStateOf(info)}
      onRetry={() => info.refetch()}
      initial={draft.restored ?? (info.data ? infoToValues(info.data.data) : {})}
      onSubmit={(values) => info.data && save.mutate({ body: valuesToInfo(values, info.data.data), values })}
      saving={save.isPending}
      errors={save.error ? formErrors(save.error) : undefined}
      saved={saved}
      restored={draft.restored === undefined ? undefined : { onDiscard: draft.discard }}
    />
  );
}

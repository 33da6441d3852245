// One application: its fields, CV, status with a note and deletion; a change refreshes the town's inbox lists.
import { adminKeys, applicationCvUrl } from '@kino/api/admin-queries';
import type { ApplicationStatusInput } from '@kino/api/types';
import { InboxDetailScreen } from '@kino/ui/admin/screens/inbox-detail-screen';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { admin } from '#src/data/admin.ts';
import { formErrors, loadStateOf } from '#src/data/errors.ts';
import { queryClient } from '#src/data/query-client.ts';
import { useTownNames } from '#src/data/town-names.ts';
import { inboxBackPath } from '#src/lib/inbox-back.ts';
import { useTown } from '#src/lib/town.ts';

export const meta = () => [{ title: 'Заявка — рабочее место кинотеатра' }];

export default function InboxApplication() {
  const town = useTown();
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { queries, calls } = admin();
  const application = useQuery(queries.application(town, id));
  const me = useQuery(queries.me());
  const names = useTownNames(me.data?.account);
  const [notice, setNotice] = useState<string | null>(null);
  // The lists and the counts (the menu's badge): refetching the application itself would record one more view in the
  // access log.
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...adminKeys.kind(town, 'applications'), 'list'] }),
      queryClient.invalidateQueries({ queryKey: adminKeys.applicationCounts(town) }),
    ]);
  const setStatus = useMutation({
    mutationFn: (body: ApplicationStatusInput) => calls.setApplicationStatus(town, id, body),
    onMutate: () => setNotice(null),
    onSuccess: async (updated) => {
      queryClient.setQueryData(adminKeys.application(town, id), updated);
      setNotice('Сохранено.');
      await refreshLists();
    },
  });
  const remove = useMutation({
    mutationFn: () => calls.removeApplication(town, id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: adminKeys.application(town, id) });
      await refreshLists();
      navigate(inboxBackPath(town), { replace: true });
    },
  });
  const failure = setStatus.error ?? remove.error;
  return (
    <InboxDetailScreen
      application={application.data}
      state={loadStateOf(application, {
        // An id of another town's inbox answers 404 here, as a deleted one does.
        404: `Такой заявки нет в разделе «Заявки · ${names[town]}»: возможно, её уже удалили или она пришла в другой город.`,
        403: 'У вас нет доступа к заявкам этого города.',
      })}
      onRetry={() => application.refetch()}
      back={{ to: inboxBackPath(town), label: `Заявки · ${names[town]}` }}
      cvHref={applicationCvUrl(town, id)}
      logHref={
        me.data?.account.role === 'admin'
          ? `/personal-data-log?application=${encodeURIComponent(id)}`
          : undefined
      }
      onStatusChange={(body) => setStatus.mutate(body)}
      onDelete={() => remove.mutate()}
      saving={setStatus.isPending}
      deleting={remove.isPending}
      errors={failure ? formErrors(failure) : undefined}
      notice={notice}
    />
  );
}

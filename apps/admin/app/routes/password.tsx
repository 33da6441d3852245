// Changing one's own password; with a temporary one (set by an admin) the workspace leads here and nowhere else until
// it is changed.
import { unwrap } from '@kino/api/client';
import { HOME_PATH } from '@kino/ui/admin/lib/navigation';
import { PasswordChangeScreen, type PasswordChangeValues } from '@kino/ui/admin/screens/password-screens';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { admin } from '#src/data/admin.ts';
import { formErrors } from '#src/data/errors.ts';
import { queryClient } from '#src/data/query-client.ts';

export const meta = () => [{ title: 'Смена пароля — рабочее место кинотеатра' }];

export default function Password() {
  const navigate = useNavigate();
  const { queries, client } = admin();
  const me = useQuery(queries.me());
  const forced = me.data?.account.mustChangePassword === true;
  const [changes, setChanges] = useState(0);
  const change = useMutation({
    mutationFn: async (body: PasswordChangeValues) =>
      unwrap(await client.PUT('/admin/v1/session/password', { body })),
    onSuccess: async () => {
      await queryClient.fetchQuery({ ...queries.me(), staleTime: 0 });
      if (forced) navigate(HOME_PATH, { replace: true, state: { saved: 'password' } });
      else setChanges((n) => n + 1);
    },
  });
  return (
    <PasswordChangeScreen
      // A new form after each change: the fields start empty again.
      key={changes}
      onSubmit={(values) => change.mutate(values)}
      submitting={change.isPending}
      errors={change.error ? formErrors(change.error, 'Не удалось сменить пароль.') : undefined}
      forced={forced}
      done={changes > 0 ? 'Пароль изменён. Другие сеансы с этой учётной записью закончились.' : null}
    />
  );
}

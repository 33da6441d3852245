// The e-mailed link's page (`/admin/reset-password#<token>`): the token is in the fragment, which no server sees; a new
// password is set and the staff member is signed in.
import { unwrap } from '@kino/api/client';
import { HOME_PATH } from '@kino/ui/admin/lib/navigation';
import { ResetPasswordScreen } from '@kino/ui/admin/screens/password-screens';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { admin } from '#src/data/admin.ts';
import { formErrors } from '#src/data/errors.ts';
import { queryClient } from '#src/data/query-client.ts';
import { rememberSignedIn } from '#src/lib/session.ts';

export const meta = () => [{ title: 'Новый пароль — рабочее место кинотеатра' }];

export default function ResetPassword() {
  const navigate = useNavigate();
  const token = useLocation().hash.replace(/^#/, '');
  const reset = useMutation({
    mutationFn: async (newPassword: string) =>
      unwrap(await admin().client.PUT('/admin/v1/password-reset', { body: { token, newPassword } })),
    onSuccess: (session) => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData(admin().queries.me().queryKey, session);
      rememberSignedIn(true);
      navigate(HOME_PATH, { replace: true });
    },
  });
  return (
    <ResetPasswordScreen
      onSubmit={(newPassword) => reset.mutate(newPassword)}
      submitting={reset.isPending}
      errors={
        token === ''
          ? { token: 'В адресе нет ссылки из письма: откройте ссылку из письма целиком или запросите новую.' }
          : reset.error
            ? formErrors(reset.error, 'Не удалось сменить пароль.')
            : undefined
      }
    />
  );
}

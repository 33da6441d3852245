// Sign-in: sends the e-mail and password, then goes back where the staff member was headed.
import { ContentError, unwrap } from '@kino/api/client';
import { HOME_PATH } from '@kino/ui/admin/lib/navigation';
import { SignInScreen, type SignInValues } from '@kino/ui/admin/screens/sign-in-screen';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { admin } from '#src/data/admin.ts';
import { formErrors } from '#src/data/errors.ts';
import { queryClient } from '#src/data/query-client.ts';
import { rememberSignedIn } from '#src/lib/session.ts';
import { retryAfterSeconds, waitInWords } from '#src/lib/wait.ts';

export const meta = () => [{ title: 'Вход — рабочее место кинотеатра' }];

/** Only a path inside the workspace is followed, never another site (`//host`, or `/\host`, which URLs read alike). */
function safeNext(next: string | null): string | null {
  return next?.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : null;
}

export default function SignIn() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const signedOut = (useLocation().state as { signedOut?: boolean } | null)?.signedOut === true;
  const signIn = useMutation({
    mutationFn: async (values: SignInValues) => {
      const result = await admin().client.POST('/admin/v1/session', { body: values });
      if (result.response.status === 429)
        throw new TooManySignIns(retryAfterSeconds(result.response.headers.get('retry-after')));
      return unwrap(result);
    },
    onSuccess: (session) => {
      // Whatever was cached belonged to whoever was signed in before.
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData(admin().queries.me().queryKey, session);
      rememberSignedIn(true);
      navigate(next ?? HOME_PATH, { replace: true });
    },
  });
  return (
    <SignInScreen
      onSubmit={(values) => signIn.mutate(values)}
      submitting={signIn.isPending}
      errors={signIn.error ? signInErrors(signIn.error) : undefined}
      notice={
        search.get('expired')
          ? 'Сеанс работы истёк — войдите снова.'
          : signedOut
            ? 'Вы вышли из рабочего места.'
            : undefined
      }
    />
  );
}

/** Too many failed sign-ins: the next try is allowed after `waitSeconds` (the service's Retry-After), if it said. */
class TooManySignIns extends Error {
  constructor(readonly waitSeconds: number | null) {
    super('Too many sign-ins');
  }
}

/** Wrong credentials and throttling are said in words a person can act on; field errors stay by their fields. */
function signInErrors(error: unknown) {
  if (error instanceof ContentError && error.status === 401)
    return { '': 'Неверная электронная почта или пароль.' };
  if (error instanceof TooManySignIns)
    return {
      '':
        error.waitSeconds === null
          ? 'Слишком много попыток входа. Подождите немного и попробуйте снова.'
          : `Слишком много попыток входа. Попробуйте снова ${waitInWords(error.waitSeconds)}.`,
    };
  return formErrors(error, 'Не удалось войти.');
}

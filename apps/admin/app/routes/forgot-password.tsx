// «Забыли пароль»: asks the service to e-mail a one-time link; the answer is the same for any address.
import { unwrap } from '@kino/api/client';
import { ForgotPasswordScreen } from '@kino/ui/admin/screens/password-screens';
import { useMutation } from '@tanstack/react-query';
import { admin } from '#src/data/admin.ts';
import { formErrors } from '#src/data/errors.ts';
import { retryAfterSeconds, waitInWords } from '#src/lib/wait.ts';

/** Too many requests from this address: said with the wait the service asked for. */
class TooManyRequests extends Error {}

export const meta = () => [{ title: 'Забыли пароль — рабочее место кинотеатра' }];

export default function ForgotPassword() {
  const request = useMutation({
    mutationFn: async (email: string) => {
      const result = await admin().client.POST('/admin/v1/password-reset', { body: { email } });
      if (result.response.status === 429) {
        const wait = retryAfterSeconds(result.response.headers.get('retry-after'));
        throw new TooManyRequests(
          `Слишком много запросов. Попробуйте снова ${wait === null ? 'позже' : waitInWords(wait)}.`,
        );
      }
      return unwrap(result);
    },
  });
  const error = request.error;
  return (
    <ForgotPasswordScreen
      onSubmit={(email) => request.mutate(email)}
      submitting={request.isPending}
      sent={request.isSuccess}
      errors={
        error
          ? error instanceof TooManyRequests
            ? { '': error.message }
            : formErrors(error, 'Не удалось отправить ссылку.')
          : undefined
      }
    />
  );
}

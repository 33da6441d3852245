// Gift certificates (route `certificates`) with the callback form.
import type { CallbackFormValues } from '@kino/api/forms';
import { CertificatesScreen } from '@kino/ui/screens/certificates-screen';
import { queries } from '#src/content/content.server.ts';
import { loadHead, pageContext } from '#src/content/page.server.ts';
import { useFormState } from '#src/forms/form-state.ts';
import { pageMeta } from '#src/head/meta.ts';
import type { Route } from './+types/certificates';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const [page, head] = await Promise.all([
    ctx.load('certificates', queries.pages.certificates(ctx.town)),
    loadHead(ctx, 'Подарочные сертификаты'),
  ]);
  return { page, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default function Certificates({ loaderData }: Route.ComponentProps) {
  return (
    <CertificatesScreen
      page={loaderData.page}
      callbackForm={{ state: useFormState<CallbackFormValues>('callback') }}
    />
  );
}

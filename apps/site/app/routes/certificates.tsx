// Gift certificates (route `certificates`) with the callback form.
import type { CallbackFormValues } from '@kino/api/forms';
import { CertificatesScreen } from '@kino/ui/screens/certificates-screen';
import { usePageCallbackForm } from '#src/lib/callback-form.ts';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext } from '#src/lib/page.server.ts';
import type { Route } from './+types/certificates';

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const [page, head] = await Promise.all([
    ctx.load('certificates', queries.pages.certificates(ctx.town)),
    loadHead(ctx, 'Подарочные сертификаты'),
  ]);
  return { page, head };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function Certificates({ loaderData }: Route.ComponentProps) {
  return (
    <CertificatesScreen page={loaderData.page} callbackForm={usePageCallbackForm<CallbackFormValues>()} />
  );
}

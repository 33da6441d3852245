// The view of faq.tsx (an island: its code loads after the page's first paint).
import { FaqScreen } from '@kino/ui/screens/faq-screen';
import type { Route } from './+types/faq';

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqScreen page={loaderData.page} />;
}

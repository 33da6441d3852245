// The view of document.tsx (an island: its code loads after the page's first paint).
import { DocumentScreen } from '@kino/ui/screens/document-screen';
import type { Route } from './+types/document';

export default function DocumentPage({ loaderData }: Route.ComponentProps) {
  return <DocumentScreen document={loaderData.document} />;
}

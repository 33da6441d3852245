// The view of documents.tsx (an island: its code loads after the page's first paint).
import { DocumentsScreen } from '@kino/ui/screens/documents-screen';
import type { Route } from './+types/documents';

export default function Documents({ loaderData }: Route.ComponentProps) {
  return <DocumentsScreen documents={loaderData.documents} />;
}

// DocumentsScreen: placeholder with the final props; the full screen follows.
import type { DocumentPage } from '@kino/api/types';

export interface DocumentsScreenProps {
  documents: DocumentPage;
}

export function DocumentsScreen(_props: DocumentsScreenProps) {
  return <h1>DocumentsScreen</h1>;
}

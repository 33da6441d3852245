// DocumentScreen: placeholder with the final props; the full screen follows.
import type { Document } from '@kino/api/types';

export interface DocumentScreenProps {
  document: Document;
}

export function DocumentScreen(_props: DocumentScreenProps) {
  return <h1>DocumentScreen</h1>;
}

// FaqScreen: placeholder with the final props; the full screen follows.
import type { FaqPage } from '@kino/api/types';

export interface FaqScreenProps {
  page: FaqPage;
}

export function FaqScreen(_props: FaqScreenProps) {
  return <h1>FaqScreen</h1>;
}

// HallScreen: placeholder with the final props; the full screen follows.
import type { Hall, HallPage } from '@kino/api/types';

export interface HallScreenProps {
  hall: Hall;
  page: HallPage;
  halls: Hall[];
}

export function HallScreen(_props: HallScreenProps) {
  return <h1>HallScreen</h1>;
}

// CinemaScreen: placeholder with the final props; the full screen follows.
import type { AboutPage, Hall } from '@kino/api/types';

export interface CinemaScreenProps {
  page: AboutPage;
  halls: Hall[];
}

export function CinemaScreen(_props: CinemaScreenProps) {
  return <h1>CinemaScreen</h1>;
}

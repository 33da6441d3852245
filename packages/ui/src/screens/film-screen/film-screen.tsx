// FilmScreen: placeholder with the final props; the full screen follows.
import type { Film, Info } from '@kino/api/types';

export interface FilmScreenProps {
  info: Info;
  film: Film;
  now: string;
}

export function FilmScreen(_props: FilmScreenProps) {
  return <h1>FilmScreen</h1>;
}

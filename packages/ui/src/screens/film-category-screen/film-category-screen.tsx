// FilmCategoryScreen: placeholder with the final props; the full screen follows.
import type { CategoryWithCount, Film } from '@kino/api/types';

export interface FilmCategoryScreenProps {
  category: CategoryWithCount;
  films: Film[];
}

export function FilmCategoryScreen(_props: FilmCategoryScreenProps) {
  return <h1>FilmCategoryScreen</h1>;
}

// Films of one category (route movie_cat), as a poster grid.
import type { CategoryWithCount, Film } from '@kino/api/types';
import { EmptyState } from '#src/components/empty-state.tsx';
import { FilmTile } from '#src/components/film-card.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { plural } from '#src/lib/format.ts';
import { AppLink } from '#src/links/links.tsx';

export interface FilmCategoryScreenProps {
  category: CategoryWithCount;
  films: Film[];
}

export function FilmCategoryScreen({ category, films }: FilmCategoryScreenProps) {
  return (
    <div className="container page">
      <PageHeader
        title={category.name}
        crumbs={[{ label: 'Афиша', to: { name: 'afisha' } }]}
        lead={`${films.length} ${plural(films.length, 'фильм', 'фильма', 'фильмов')} в прокате`}
      />
      {films.length > 0 ? (
        <ul className="film-grid">
          {films.map((film, i) => (
            <li key={film.id}>
              <FilmTile film={film} headingLevel={2} eager={i < 4} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="В этой подборке пока нет фильмов">
          <AppLink to={{ name: 'afisha' }} className="button">
            Вся афиша
          </AppLink>
        </EmptyState>
      )}
    </div>
  );
}

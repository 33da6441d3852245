// The view of film-category.tsx (an island: its code loads after the page's first paint).
import { FilmCategoryScreen } from '@kino/ui/screens/film-category-screen';
import type { Route } from './+types/film-category';

export default function FilmCategory({ loaderData }: Route.ComponentProps) {
  const { category, showing, coming, today, now } = loaderData;
  return <FilmCategoryScreen category={category} showing={showing} coming={coming} today={today} now={now} />;
}

// A film: the form, the poster upload, publishing.
import { emptyFilm, FilmEditScreen, type FilmFormValues } from '@kino/ui/admin/screens/film-edit-screen';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { admin, uploadImage } from '#src/data/admin.ts';
import { filmToForm, formToFilm } from '#src/forms/film.ts';
import { useItemEditor } from '#src/lib/item-editor.ts';
import { useTown } from '#src/lib/town.ts';

export const meta = () => [{ title: 'Фильм — рабочее место кинотеатра' }];

export default function Film() {
  const town = useTown();
  const { id } = useParams();
  const editor = useItemEditor<'films', FilmFormValues>(town, 'films', id);
  const categories = useQuery(admin().queries.categories(town, 'film-categories'));
  return (
    <FilmEditScreen
      filmId={editor.id === null ? null : String(editor.id)}
      backTo={`/${town}/films`}
      state={editor.state}
      onRetry={editor.onRetry}
      initial={editor.restored ?? (editor.stored ? filmToForm(editor.stored.data) : emptyFilm)}
      categories={(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name }))}
      onSubmit={(values) => editor.save(formToFilm(values), values)}
      onUploadPoster={(file) => uploadImage(town, file)}
      {...editor.frame}
    />
  );
}

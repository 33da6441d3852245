// A news item or an event: the form with the block editor, its picture, publishing.
import {
  ArticleEditScreen,
  type ArticleFormValues,
  emptyArticle,
} from '@kino/ui/admin/screens/article-edit-screen';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { admin, uploadImage } from '#src/data/admin.ts';
import { eventToForm, formToEvent, formToNews, newsToForm } from '#src/forms/article.ts';
import { useItemEditor } from '#src/lib/item-editor.ts';
import { useTown } from '#src/lib/town.ts';

export const meta = () => [{ title: 'Новости и события — рабочее место кинотеатра' }];

export default function Article() {
  const { pathname } = useLocation();
  return pathname.includes('/events/') ? <EventEditor /> : <NewsEditor />;
}

function NewsEditor() {
  const town = useTown();
  const { id } = useParams();
  const editor = useItemEditor<'news', ArticleFormValues>(town, 'news', id);
  return (
    <ArticleEditScreen
      kind="news"
      itemId={editor.id === null ? null : String(editor.id)}
      backTo={`/${town}/news`}
      state={editor.loadState}
      onRetry={editor.retry}
      initial={editor.restored ?? (editor.stored ? newsToForm(editor.stored.data) : emptyArticle)}
      onSubmit={(values) => editor.save(formToNews(values, editor.stored?.data), values)}
      saving={editor.saving}
      errors={editor.errors}
      saved={editor.saved}
      onUploadImage={(file) => uploadImage(town, file)}
      onUploadContentImage={(file, alt) => uploadImage(town, file, alt)}
      publishing={editor.publishing}
      onDelete={editor.onDelete}
      deleteSubject={editor.deleteSubject}
      restored={editor.restoredDraft}
    />
  );
}

function EventEditor() {
  const town = useTown();
  const { id } = useParams();
  const editor = useItemEditor<'events', ArticleFormValues>(town, 'events', id);
  const categories = useQuery(admin().queries.categories(town, 'event-categories'));
  return (
    <ArticleEditScreen
      kind="event"
      itemId={editor.id === null ? null : String(editor.id)}
      backTo={`/${town}/events`}
      state={editor.loadState}
      onRetry={editor.retry}
      initial={editor.restored ?? (editor.stored ? eventToForm(editor.stored.data) : emptyArticle)}
      categories={(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name }))}
      onSubmit={(values) => editor.save(formToEvent(values, editor.stored?.data), values)}
      saving={editor.saving}
      errors={editor.errors}
      saved={editor.saved}
      onUploadImage={(file) => uploadImage(town, file)}
      onUploadContentImage={(file, alt) => uploadImage(town, file, alt)}
      publishing={editor.publishing}
      onDelete={editor.onDelete}
      deleteSubject={editor.deleteSubject}
      restored={editor.restoredDraft}
    />
  );
}

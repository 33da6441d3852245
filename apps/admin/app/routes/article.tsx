// A news item or an event: the form with the block editor, its picture, publishing.

import type { LoadState } from '@kino/ui/admin/components/admin-page';
import type { ItemFrameProps } from '@kino/ui/admin/components/edit-frame';
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
  const editor = useItemEditor<'news', ArticleFormValues>(town, 'news', useParams().id);
  const stored = editor.stored?.data;
  return (
    <ArticleEditor
      kind="news"
      editor={editor}
      initial={stored ? newsToForm(stored) : emptyArticle}
      onSubmit={(values) => editor.save(formToNews(values, stored), values)}
    />
  );
}

function EventEditor() {
  const town = useTown();
  const editor = useItemEditor<'events', ArticleFormValues>(town, 'events', useParams().id);
  const stored = editor.stored?.data;
  const categories = useQuery(admin().queries.categories(town, 'event-categories'));
  return (
    <ArticleEditor
      kind="event"
      editor={editor}
      initial={stored ? eventToForm(stored) : emptyArticle}
      onSubmit={(values) => editor.save(formToEvent(values, stored), values)}
      categories={(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name }))}
    />
  );
}

/** Either kind's screen: its editor's state and frame, the stored item as the form's values, and its save. */
function ArticleEditor({
  kind,
  editor,
  initial,
  onSubmit,
  categories,
}: {
  kind: 'news' | 'event';
  editor: {
    id: number | null;
    state: LoadState;
    onRetry: () => void;
    restored: ArticleFormValues | undefined;
    frame: ItemFrameProps;
  };
  initial: ArticleFormValues;
  onSubmit: (values: ArticleFormValues) => void;
  categories?: { value: string; label: string }[];
}) {
  const town = useTown();
  return (
    <ArticleEditScreen
      kind={kind}
      itemId={editor.id === null ? null : String(editor.id)}
      backTo={`/${town}/${kind === 'event' ? 'events' : 'news'}`}
      state={editor.state}
      onRetry={editor.onRetry}
      initial={editor.restored ?? initial}
      categories={categories}
      onSubmit={onSubmit}
      onUploadImage={(file) => uploadImage(town, file)}
      onUploadContentImage={(file, alt) => uploadImage(town, file, alt)}
      {...editor.frame}
    />
  );
}

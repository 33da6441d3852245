// A news item or an event: title, address, date, lead, picture and the text in the block editor.
import { ageRatingValues } from '@kino/api/enums';
import type { AgeRating, ContentBlock, Image } from '@kino/api/types';
import { useState } from 'react';
import { LoadGate, type LoadState } from '#src/admin/components/admin-page.tsx';
import {
  type DeleteSubject,
  EditFrame,
  type Publishing,
  type RestoredDraft,
} from '#src/admin/components/edit-frame.tsx';
import { ImageField, NumberField, SelectField, TextArea, TextField } from '#src/admin/components/fields.tsx';
import { RichTextEditor } from '#src/admin/components/rich-text-editor.tsx';
import { errorFor, type FormErrors } from '#src/admin/lib/problem.ts';
import { EDITOR_LABELS } from '#src/admin/lib/resource-fields.ts';

/** What the news/event form edits; the app converts it to and from the contract's item. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  /** News: the publication date; events: when it starts (datetime-local). */
  date: string;
  /** Events only: when it ends (may be empty). */
  endsAt: string;
  /** Events only: the category's slug. */
  category: string;
  /** Events only: the hall or place. */
  venue: string;
  /** Events only: age rating, the lowest price (BYN, empty when free or unknown), where to buy tickets. */
  ageRating: AgeRating;
  priceFrom: number | null;
  ticketUrl: string;
  excerpt: string;
  content: ContentBlock[];
  /** The stored or just uploaded picture (its alt text is edited here too). */
  image: Image | null;
}

export const emptyArticle: ArticleFormValues = {
  title: '',
  slug: '',
  date: '',
  endsAt: '',
  category: '',
  venue: '',
  ageRating: '0+',
  priceFrom: null,
  ticketUrl: '',
  excerpt: '',
  content: [],
  image: null,
};

export interface ArticleEditScreenProps {
  kind: 'news' | 'event';
  /** null for a new item. */
  itemId: string | null;
  backTo: string;
  state: LoadState;
  onRetry?: () => void;
  initial: ArticleFormValues;
  /** Events: the categories to choose from. */
  categories?: readonly { value: string; label: string }[];
  onSubmit: (values: ArticleFormValues) => void;
  saving?: boolean;
  errors?: FormErrors;
  saved?: string | null;
  /** Uploads the item's picture; answers the stored image. */
  onUploadImage: (file: File) => Promise<Image>;
  /** Pictures inside the text: uploads one and answers the contract's image. */
  onUploadContentImage?: (file: File, alt: string) => Promise<Image>;
  publishing?: Publishing;
  /** Called once the staff member has confirmed it in the dialog the screen asks in. */
  onDelete?: () => void;
  /** Named in that question: the kind and the stored title. */
  deleteSubject?: DeleteSubject;
  /** `initial` holds edits kept from before a sign-in, not the stored item: said, and «Отбросить их» offered. */
  restored?: RestoredDraft;
}

const LABELS = {
  news: {
    back: 'Новости',
    item: 'Новость',
    fresh: 'Новая новость',
  },
  event: {
    back: 'События',
    item: 'Событие',
    fresh: 'Новое событие',
  },
} as const;

export function ArticleEditScreen(props: ArticleEditScreenProps) {
  return (
    <LoadGate state={props.state} onRetry={props.onRetry}>
      {() => <ArticleForm key={`${props.itemId ?? 'new'}${props.restored ? ':restored' : ''}`} {...props} />}
    </LoadGate>
  );
}

function ArticleForm({
  kind,
  itemId,
  backTo,
  initial,
  categories = [],
  onSubmit,
  saving,
  errors = {},
  saved,
  onUploadImage,
  onUploadContentImage,
  publishing,
  onDelete,
  deleteSubject,
  restored,
}: ArticleEditScreenProps) {
  const labels = LABELS[kind];
  const fields = EDITOR_LABELS[kind];
  const [values, setValues] = useState(initial);
  const set =
    <K extends keyof ArticleFormValues>(key: K) =>
    (value: ArticleFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const e = (name: string) => errorFor(errors, name);
  async function uploadImage(file: File) {
    setUploading(true);
    setUploadError(undefined);
    try {
      const image = await onUploadImage(file);
      setValues((v) => ({ ...v, image: { ...image, alt: v.image?.alt || image.alt } }));
    } catch {
      setUploadError('Не удалось загрузить изображение: нужен JPEG, PNG или WebP до 10 МБ');
    } finally {
      setUploading(false);
    }
  }
  const imageAlt = values.image?.alt ?? '';
  const title = itemId ? labels.item : labels.fresh;
  return (
    <EditFrame
      title={values.title ? `${title}: ${values.title}` : title}
      back={{ to: backTo, label: labels.back }}
      onSubmit={() => onSubmit(values)}
      values={values}
      saving={saving}
      errors={errors}
      saved={saved}
      publishing={publishing}
      onDelete={onDelete}
      deleteSubject={deleteSubject}
      restored={restored}
    >
      <fieldset className="adm-fieldset">
        <legend>Основное</legend>
        <TextField
          label={fields.title}
          name="title"
          required
          value={values.title}
          onChange={set('title')}
          error={e('title')}
        />
        <div className="adm-grid-2">
          <TextField
            label={fields.slug}
            name="slug"
            value={values.slug}
            onChange={set('slug')}
            hint="Латиницей; пусто — по заголовку"
            error={e('slug')}
          />
          <TextField
            label={kind === 'event' ? EDITOR_LABELS.event.startsAt : EDITOR_LABELS.news.publishedAt}
            name="date"
            type={kind === 'event' ? 'datetime-local' : 'date'}
            value={values.date}
            onChange={set('date')}
            hint={kind === 'news' ? 'Пусто — в момент публикации' : undefined}
            error={e(kind === 'event' ? 'startsAt' : 'publishedAt') ?? e('date')}
          />
        </div>
        {kind === 'event' ? (
          <div className="adm-grid-3">
            <SelectField
              label={EDITOR_LABELS.event.category}
              name="category"
              value={values.category}
              onChange={set('category')}
              options={[{ value: '', label: 'Выберите категорию' }, ...categories]}
              error={e('category')}
            />
            <TextField
              label={EDITOR_LABELS.event.endsAt}
              name="endsAt"
              type="datetime-local"
              value={values.endsAt}
              onChange={set('endsAt')}
              error={e('endsAt')}
            />
            <TextField
              label={EDITOR_LABELS.event.venue}
              name="venue"
              value={values.venue}
              onChange={set('venue')}
              hint="Зал или место"
              error={e('venue')}
            />
          </div>
        ) : null}
        {kind === 'event' ? (
          <div className="adm-grid-3">
            <SelectField
              label={EDITOR_LABELS.event.ageRating}
              name="ageRating"
              value={values.ageRating}
              onChange={set('ageRating')}
              options={ageRatingValues.map((a) => ({ value: a, label: a }))}
              error={e('ageRating')}
            />
            <NumberField
              label={EDITOR_LABELS.event.priceFrom}
              name="priceFrom"
              min={0}
              step={0.5}
              value={values.priceFrom}
              onChange={set('priceFrom')}
              hint="Пусто — бесплатно или не указана"
              error={e('priceFrom')}
            />
            <TextField
              label={EDITOR_LABELS.event.ticketUrl}
              name="ticketUrl"
              type="url"
              value={values.ticketUrl}
              onChange={set('ticketUrl')}
              error={e('ticketUrl')}
            />
          </div>
        ) : null}
        <TextArea
          label={fields.excerpt}
          name="excerpt"
          rows={3}
          value={values.excerpt}
          onChange={set('excerpt')}
          hint="Коротко, для списка"
          error={e('excerpt')}
        />
      </fieldset>
      <fieldset className="adm-fieldset">
        <legend>Изображение</legend>
        <ImageField
          label={fields.image}
          required
          name="image"
          wide
          imageUrl={values.image?.url ?? null}
          alt={imageAlt || values.title}
          onFile={uploadImage}
          onImage={(image) =>
            setValues((v) => ({ ...v, image: { ...image, alt: v.image?.alt || image.alt } }))
          }
          uploading={uploading}
          error={uploadError ?? e('image')}
        >
          <TextField
            label={fields.imageAlt}
            name="image.alt"
            value={imageAlt}
            onChange={(alt) => setValues((v) => (v.image ? { ...v, image: { ...v.image, alt } } : v))}
            error={e('image.alt')}
          />
        </ImageField>
      </fieldset>
      <fieldset className="adm-fieldset">
        <legend>Текст</legend>
        <RichTextEditor
          label={fields.content}
          initialBlocks={initial.content}
          onChange={set('content')}
          error={e('content')}
          hint="Заголовки, абзацы, списки и изображения — так, как их покажет сайт"
          onUploadImage={onUploadContentImage}
        />
      </fieldset>
    </EditFrame>
  );
}

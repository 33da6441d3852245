// A news item or an event: title, address, date, lead, picture and the text in the block editor.
import { ageRatingValues } from '@kino/api/enums';
import type { AgeRating, ContentBlock, Image } from '@kino/api/types';
import { LoadGate, type LoadState } from '#src/admin/components/admin-page.tsx';
import { EditFrame, type ItemFrameProps } from '#src/admin/components/edit-frame.tsx';
import {
  ImageAltField,
  NumberField,
  SelectField,
  TextArea,
  TextField,
} from '#src/admin/components/fields.tsx';
import { RichTextEditor } from '#src/admin/components/rich-text-editor.tsx';
import { EDITOR_LABELS } from '#src/admin/lib/resource-fields.ts';
import { useWorkspaceForm } from '#src/admin/lib/workspace-form.ts';

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

export interface ArticleEditScreenProps extends ItemFrameProps {
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
  /** Uploads the item's picture; answers the stored image. */
  onUploadImage: (file: File) => Promise<Image>;
  /** Pictures inside the text: uploads one and answers the contract's image. */
  onUploadContentImage?: (file: File, alt: string) => Promise<Image>;
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

export function ArticleEditScreen({ state, onRetry, ...form }: ArticleEditScreenProps) {
  return (
    <LoadGate state={state} onRetry={onRetry}>
      {() => <ArticleForm key={`${form.itemId ?? 'new'}${form.restored ? ':restored' : ''}`} {...form} />}
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
  onUploadImage,
  onUploadContentImage,
  ...frame
}: Omit<ArticleEditScreenProps, 'state' | 'onRetry'>) {
  const labels = LABELS[kind];
  const fields = EDITOR_LABELS[kind];
  const { values, set, field, picture, error, errors, dirty, submit } = useWorkspaceForm(initial, frame);
  const title = itemId ? labels.item : labels.fresh;
  return (
    <EditFrame
      title={values.title ? `${title}: ${values.title}` : title}
      back={{ to: backTo, label: labels.back }}
      onSubmit={submit(onSubmit)}
      {...frame}
      errors={errors}
      dirty={dirty}
    >
      <fieldset className="adm-fieldset">
        <legend>Основное</legend>
        <TextField label={fields.title} required {...field('title')} />
        <div className="adm-grid-2">
          <TextField label={fields.slug} hint="Латиницей; пусто — по заголовку" {...field('slug')} />
          <TextField
            label={kind === 'event' ? EDITOR_LABELS.event.startsAt : EDITOR_LABELS.news.publishedAt}
            type={kind === 'event' ? 'datetime-local' : 'date'}
            hint={kind === 'news' ? 'Пусто — в момент публикации' : undefined}
            {...field('date')}
            error={error(kind === 'event' ? 'startsAt' : 'publishedAt') ?? error('date')}
          />
        </div>
        {kind === 'event' ? (
          <div className="adm-grid-3">
            <SelectField
              label={EDITOR_LABELS.event.category}
              options={[{ value: '', label: 'Выберите категорию' }, ...categories]}
              {...field('category')}
            />
            <TextField label={EDITOR_LABELS.event.endsAt} type="datetime-local" {...field('endsAt')} />
            <TextField label={EDITOR_LABELS.event.venue} hint="Зал или место" {...field('venue')} />
          </div>
        ) : null}
        {kind === 'event' ? (
          <div className="adm-grid-3">
            <SelectField
              label={EDITOR_LABELS.event.ageRating}
              options={ageRatingValues.map((a) => ({ value: a, label: a }))}
              {...field('ageRating')}
            />
            <NumberField
              label={EDITOR_LABELS.event.priceFrom}
              min={0}
              step={0.5}
              hint="Пусто — бесплатно или не указана"
              {...field('priceFrom')}
            />
            <TextField label={EDITOR_LABELS.event.ticketUrl} type="url" {...field('ticketUrl')} />
          </div>
        ) : null}
        <TextArea label={fields.excerpt} rows={3} hint="Коротко, для списка" {...field('excerpt')} />
      </fieldset>
      <fieldset className="adm-fieldset">
        <legend>Изображение</legend>
        <ImageAltField
          label={fields.image}
          required
          wide
          {...picture('image')}
          upload={onUploadImage}
          failure="Не удалось загрузить изображение: нужен JPEG, PNG или WebP до 10 МБ"
          fallbackAlt={values.title}
          altLabel={fields.imageAlt}
        />
      </fieldset>
      <fieldset className="adm-fieldset">
        <legend>Текст</legend>
        <RichTextEditor
          label={fields.content}
          initialBlocks={initial.content}
          onChange={set('content')}
          error={error('content')}
          hint="Заголовки, абзацы, списки и изображения — так, как их покажет сайт"
          onUploadImage={onUploadContentImage}
        />
      </fieldset>
    </EditFrame>
  );
}

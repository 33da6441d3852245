// A film of a town: every field the site shows, the poster with a preview, categories, premiere, cast, trailer.
import { ageRatingValues, formatValues } from '@kino/api/enums';
import type { AgeRating, Format, Image } from '@kino/api/types';
import { useState } from 'react';
import { LoadGate, type LoadState } from '#src/admin/components/admin-page.tsx';
import {
  type DeleteSubject,
  EditFrame,
  type Publishing,
  type RestoredDraft,
} from '#src/admin/components/edit-frame.tsx';
import {
  CheckboxField,
  CheckboxGroup,
  ImageField,
  NumberField,
  SelectField,
  StringListField,
  TextArea,
  TextField,
} from '#src/admin/components/fields.tsx';
import { errorFor, type FormErrors } from '#src/admin/lib/problem.ts';
import { EDITOR_LABELS } from '#src/admin/lib/resource-fields.ts';

const FILM = EDITOR_LABELS.film;

/** A poster's description for screen readers when staff leave it empty (the field's hint says so). */
export const defaultPosterAlt = (title: string) => `Постер фильма «${title}»`;

/** What the film form edits; the app converts it to and from the contract's film. */
export interface FilmFormValues {
  title: string;
  originalTitle: string;
  /** The address on the site (/afisha/{slug}/); empty lets the service make one from the title. */
  slug: string;
  ageRating: AgeRating;
  durationMin: number | null;
  year: number | null;
  director: string;
  /** Comma-separated, as typed. */
  genres: string;
  countries: string;
  cast: string[];
  description: string;
  categories: string[];
  isPremier: boolean;
  premiereDate: string;
  trailerUrl: string;
  /** The formats the film's copy exists in (a session picks one). */
  formats: Format[];
  /** The stored or just uploaded poster (its alt text is edited here too). */
  poster: Image | null;
  /** Stills are kept as they are (uploaded elsewhere); the form passes them through. */
  stills: Image[];
}

export const emptyFilm: FilmFormValues = {
  title: '',
  originalTitle: '',
  slug: '',
  ageRating: '12+',
  durationMin: null,
  year: null,
  director: '',
  genres: '',
  countries: '',
  cast: [],
  description: '',
  categories: [],
  isPremier: false,
  premiereDate: '',
  trailerUrl: '',
  formats: ['2D'],
  poster: null,
  stills: [],
};

export interface FilmEditScreenProps {
  /** null for a new film. */
  filmId: string | null;
  backTo: string;
  state: LoadState;
  onRetry?: () => void;
  /** The stored values (a new film starts from emptyFilm); the form keeps its own copy while editing. */
  initial: FilmFormValues;
  categories: readonly { value: string; label: string }[];
  onSubmit: (values: FilmFormValues) => void;
  saving?: boolean;
  errors?: FormErrors;
  saved?: string | null;
  /** Uploads a poster; answers the stored image (the form shows the file at once meanwhile). */
  onUploadPoster: (file: File) => Promise<Image>;
  publishing?: Publishing;
  /** Called once the staff member has confirmed it in the dialog the screen asks in. */
  onDelete?: () => void;
  /** Named in that question: the kind and the stored title. */
  deleteSubject?: DeleteSubject;
  /** `initial` holds edits kept from before a sign-in, not the stored film: said, and «Отбросить их» offered. */
  restored?: RestoredDraft;
}

export function FilmEditScreen(props: FilmEditScreenProps) {
  const title = props.filmId ? 'Фильм' : 'Новый фильм';
  return (
    <LoadGate state={props.state} onRetry={props.onRetry}>
      {() => (
        <FilmForm
          key={`${props.filmId ?? 'new'}${props.restored ? ':restored' : ''}`}
          {...props}
          title={title}
        />
      )}
    </LoadGate>
  );
}

function FilmForm({
  title,
  backTo,
  initial,
  categories,
  onSubmit,
  saving,
  errors = {},
  saved,
  onUploadPoster,
  publishing,
  onDelete,
  deleteSubject,
  restored,
}: FilmEditScreenProps & { title: string }) {
  const [values, setValues] = useState(initial);
  const set =
    <K extends keyof FilmFormValues>(key: K) =>
    (value: FilmFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const e = (name: string) => errorFor(errors, name);
  async function uploadPoster(file: File) {
    setUploading(true);
    setUploadError(undefined);
    try {
      const image = await onUploadPoster(file);
      setValues((v) => ({ ...v, poster: { ...image, alt: v.poster?.alt || image.alt } }));
    } catch {
      setUploadError('Не удалось загрузить постер: нужен JPEG, PNG или WebP до 10 МБ');
    } finally {
      setUploading(false);
    }
  }
  const posterAlt = values.poster?.alt ?? '';
  return (
    <EditFrame
      title={values.title ? `${title}: ${values.title}` : title}
      back={{ to: backTo, label: 'Фильмы' }}
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
          label={FILM.title}
          name="title"
          required
          value={values.title}
          onChange={set('title')}
          error={e('title')}
        />
        <div className="adm-grid-2">
          <TextField
            label={FILM.originalTitle}
            name="originalTitle"
            value={values.originalTitle}
            onChange={set('originalTitle')}
            error={e('originalTitle')}
          />
          <TextField
            label={FILM.slug}
            name="slug"
            value={values.slug}
            onChange={set('slug')}
            hint="Латиницей, например dune-2; пусто — по названию"
            error={e('slug')}
          />
        </div>
        <div className="adm-grid-3">
          <SelectField
            label={FILM.ageRating}
            name="ageRating"
            value={values.ageRating}
            onChange={set('ageRating')}
            options={ageRatingValues.map((a) => ({ value: a, label: a }))}
            error={e('ageRating')}
          />
          <NumberField
            label={FILM.durationMin}
            name="durationMin"
            required
            min={1}
            value={values.durationMin}
            onChange={set('durationMin')}
            error={e('durationMin')}
          />
          <NumberField
            label={FILM.year}
            name="year"
            min={1895}
            value={values.year}
            onChange={set('year')}
            error={e('year')}
          />
        </div>
        <div className="adm-grid-3">
          <TextField
            label={FILM.director}
            name="director"
            value={values.director}
            onChange={set('director')}
            error={e('director')}
          />
          <TextField
            label={FILM.genres}
            name="genres"
            hint="Через запятую"
            value={values.genres}
            onChange={set('genres')}
            error={e('genres')}
          />
          <TextField
            label={FILM.countries}
            name="countries"
            hint="Через запятую"
            value={values.countries}
            onChange={set('countries')}
            error={e('countries')}
          />
        </div>
        <TextArea
          label={FILM.description}
          name="description"
          rows={6}
          hint="Абзацы разделяйте пустой строкой"
          value={values.description}
          onChange={set('description')}
          error={e('description')}
        />
      </fieldset>

      <fieldset className="adm-fieldset">
        <legend>Постер</legend>
        <ImageField
          label={FILM.poster}
          required
          name="poster"
          imageUrl={values.poster?.url ?? null}
          alt={posterAlt || defaultPosterAlt(values.title)}
          onFile={uploadPoster}
          onImage={(image) =>
            setValues((v) => ({ ...v, poster: { ...image, alt: v.poster?.alt || image.alt } }))
          }
          uploading={uploading}
          error={uploadError ?? e('poster')}
          hint="JPEG, PNG или WebP, вертикальный 2:3"
        >
          <TextField
            label={FILM.posterAlt}
            name="poster.alt"
            value={posterAlt}
            onChange={(alt) => setValues((v) => (v.poster ? { ...v, poster: { ...v.poster, alt } } : v))}
            hint={`Пусто — «${defaultPosterAlt('Название')}»`}
            error={e('poster.alt')}
          />
        </ImageField>
      </fieldset>

      <fieldset className="adm-fieldset">
        <legend>Афиша</legend>
        <CheckboxGroup
          legend={FILM.formats}
          name="formats"
          options={formatValues.map((f) => ({ value: f, label: f }))}
          value={values.formats}
          onChange={set('formats')}
          error={e('formats')}
        />
        <CheckboxGroup
          legend={FILM.categories}
          name="categories"
          options={categories}
          value={values.categories}
          onChange={set('categories')}
          error={e('categories')}
        />
        <div className="adm-grid-2">
          <CheckboxField
            label={FILM.isPremier}
            name="isPremier"
            checked={values.isPremier}
            onChange={set('isPremier')}
            hint="Отмечает фильм значком на сайте"
          />
          <TextField
            label={FILM.premiereDate}
            name="premiereDate"
            type="date"
            value={values.premiereDate}
            onChange={set('premiereDate')}
            error={e('premiereDate')}
          />
        </div>
        <TextField
          label={FILM.trailerUrl}
          name="trailerUrl"
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={values.trailerUrl}
          onChange={set('trailerUrl')}
          hint="Ссылка на YouTube"
          error={e('trailerUrl') ?? e('trailer')}
        />
      </fieldset>

      <fieldset className="adm-fieldset">
        <legend>В ролях</legend>
        <StringListField
          legend={FILM.cast}
          name="cast"
          value={values.cast}
          onChange={set('cast')}
          itemLabel={(n) => `Актёр ${n}`}
          addLabel="Добавить актёра"
          error={e('cast')}
        />
      </fieldset>
    </EditFrame>
  );
}

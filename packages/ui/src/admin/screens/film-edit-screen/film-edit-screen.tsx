// A film of a town: every field the site shows, the poster with a preview, categories, premiere, cast, trailer.
import { ageRatingValues, formatValues } from '@kino/api/enums';
import type { AgeRating, Format, Image } from '@kino/api/types';
import { LoadGate, type LoadState } from '#src/admin/components/admin-page.tsx';
import { EditFrame, type ItemFrameProps } from '#src/admin/components/edit-frame.tsx';
import {
  CheckboxField,
  CheckboxGroup,
  ImageAltField,
  NumberField,
  SelectField,
  StringListField,
  TextArea,
  TextField,
} from '#src/admin/components/fields.tsx';
import { EDITOR_LABELS } from '#src/admin/lib/resource-fields.ts';
import { useWorkspaceForm } from '#src/admin/lib/workspace-form.ts';

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

export interface FilmEditScreenProps extends ItemFrameProps {
  /** null for a new film. */
  filmId: string | null;
  backTo: string;
  state: LoadState;
  onRetry?: () => void;
  /** The stored values (a new film starts from emptyFilm); the form keeps its own copy while editing. */
  initial: FilmFormValues;
  categories: readonly { value: string; label: string }[];
  onSubmit: (values: FilmFormValues) => void;
  /** Uploads a poster; answers the stored image (the form shows the file at once meanwhile). */
  onUploadPoster: (file: File) => Promise<Image>;
}

export function FilmEditScreen({ filmId, state, onRetry, ...form }: FilmEditScreenProps) {
  const title = filmId ? 'Фильм' : 'Новый фильм';
  return (
    <LoadGate state={state} onRetry={onRetry}>
      {() => (
        <FilmForm key={`${filmId ?? 'new'}${form.restored ? ':restored' : ''}`} {...form} title={title} />
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
  onUploadPoster,
  ...frame
}: Omit<FilmEditScreenProps, 'filmId' | 'state' | 'onRetry'> & { title: string }) {
  const { values, field, check, picture, error, errors, dirty, submit } = useWorkspaceForm(initial, frame);
  return (
    <EditFrame
      title={values.title ? `${title}: ${values.title}` : title}
      back={{ to: backTo, label: 'Фильмы' }}
      onSubmit={submit(onSubmit)}
      {...frame}
      errors={errors}
      dirty={dirty}
    >
      <fieldset className="adm-fieldset">
        <legend>Основное</legend>
        <TextField label={FILM.title} required {...field('title')} />
        <div className="adm-grid-2">
          <TextField label={FILM.originalTitle} {...field('originalTitle')} />
          <TextField
            label={FILM.slug}
            hint="Латиницей, например dune-2; пусто — по названию"
            {...field('slug')}
          />
        </div>
        <div className="adm-grid-3">
          <SelectField
            label={FILM.ageRating}
            options={ageRatingValues.map((a) => ({ value: a, label: a }))}
            {...field('ageRating')}
          />
          <NumberField label={FILM.durationMin} required min={1} {...field('durationMin')} />
          <NumberField label={FILM.year} min={1895} {...field('year')} />
        </div>
        <div className="adm-grid-3">
          <TextField label={FILM.director} {...field('director')} />
          <TextField label={FILM.genres} hint="Через запятую" {...field('genres')} />
          <TextField label={FILM.countries} hint="Через запятую" {...field('countries')} />
        </div>
        <TextArea
          label={FILM.description}
          rows={6}
          hint="Абзацы разделяйте пустой строкой"
          {...field('description')}
        />
      </fieldset>

      <fieldset className="adm-fieldset">
        <legend>Постер</legend>
        <ImageAltField
          label={FILM.poster}
          required
          {...picture('poster')}
          upload={onUploadPoster}
          failure="Не удалось загрузить постер: нужен JPEG, PNG или WebP до 10 МБ"
          fallbackAlt={defaultPosterAlt(values.title)}
          hint="JPEG, PNG или WebP, вертикальный 2:3"
          altLabel={FILM.posterAlt}
          altHint={`Пусто — «${defaultPosterAlt('Название')}»`}
        />
      </fieldset>

      <fieldset className="adm-fieldset">
        <legend>Афиша</legend>
        <CheckboxGroup
          legend={FILM.formats}
          options={formatValues.map((f) => ({ value: f, label: f }))}
          {...field('formats')}
        />
        <CheckboxGroup legend={FILM.categories} options={categories} {...field('categories')} />
        <div className="adm-grid-2">
          <CheckboxField
            label={FILM.isPremier}
            hint="Отмечает фильм значком на сайте"
            {...check('isPremier')}
          />
          <TextField label={FILM.premiereDate} type="date" {...field('premiereDate')} />
        </div>
        <TextField
          label={FILM.trailerUrl}
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          hint="Ссылка на YouTube"
          {...field('trailerUrl')}
          error={error('trailerUrl') ?? error('trailer')}
        />
      </fieldset>

      <fieldset className="adm-fieldset">
        <legend>В ролях</legend>
        <StringListField
          legend={FILM.cast}
          itemLabel={(n) => `Актёр ${n}`}
          addLabel="Добавить актёра"
          {...field('cast')}
        />
      </fieldset>
    </EditFrame>
  );
}

// Controlled form fields of the workspace, built on the kit's Field: a label, a hint, an error tied to the control.
import type { Image } from '@kino/api/types';
import { type ReactNode, useId, useState } from 'react';
import { useMediaPicker } from '#src/admin/components/media-picker.tsx';
import { Field, FieldError, type FieldProps } from '#src/forms/fields.tsx';

interface BaseProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** The form field's name, so a server error for it lands here and focus can find it. */
  name: string;
  className?: string;
}

/** The kit's Field for one control of the workspace: a fresh id, and the label, hint, error and class of `base`. */
function LabelledField({ base, children }: { base: BaseProps; children: FieldProps['children'] }) {
  const id = useId();
  const { name: _name, ...field } = base;
  return (
    <Field id={id} {...field}>
      {children}
    </Field>
  );
}

export function TextField({
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  ...base
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'url' | 'email' | 'password' | 'date' | 'time' | 'datetime-local' | 'search' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'url' | 'email' | 'tel';
  placeholder?: string;
}) {
  return (
    <LabelledField base={base}>
      {(p) => (
        <input
          {...p}
          name={base.name}
          type={type}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </LabelledField>
  );
}

/**
 * The workspace's one password field (sign-in, changing one's password, an admin's temporary password): a toggle
 * shows what was typed («Показать» / «Скрыть», a button after the input), so it can be checked before it is sent.
 */
export function PasswordField({
  value,
  onChange,
  autoComplete,
  ...base
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password' | 'off';
}) {
  const [shown, setShown] = useState(false);
  return (
    <LabelledField base={base}>
      {(p) => (
        <span className="adm-password">
          <input
            {...p}
            name={base.name}
            type={shown ? 'text' : 'password'}
            value={value}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
          <button
            type="button"
            className="button button-small"
            aria-controls={p.id}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? 'Скрыть' : 'Показать'}
          </button>
        </span>
      )}
    </LabelledField>
  );
}

/** A number typed as text (so an empty field stays empty): `null` when empty. */
export function NumberField({
  value,
  onChange,
  step,
  min,
  ...base
}: BaseProps & {
  value: number | null;
  onChange: (value: number | null) => void;
  step?: number;
  min?: number;
}) {
  return (
    <LabelledField base={base}>
      {(p) => (
        <input
          {...p}
          name={base.name}
          type="number"
          inputMode={step && step < 1 ? 'decimal' : 'numeric'}
          step={step}
          min={min}
          value={value ?? ''}
          onChange={(e) => {
            const raw = e.currentTarget.value;
            onChange(raw === '' ? null : Number(raw));
          }}
        />
      )}
    </LabelledField>
  );
}

export function TextArea({
  value,
  onChange,
  rows = 4,
  ...base
}: BaseProps & { value: string; onChange: (value: string) => void; rows?: number }) {
  return (
    <LabelledField base={base}>
      {(p) => (
        <textarea
          {...p}
          name={base.name}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </LabelledField>
  );
}

/** The options of a select from a record of labels, in the record's order. */
export function optionsOf<V extends string>(
  labels: Readonly<Record<V, string>>,
): { value: V; label: string }[] {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
}

export function SelectField<V extends string>({
  value,
  onChange,
  options,
  ...base
}: BaseProps & { value: V; onChange: (value: V) => void; options: readonly { value: V; label: string }[] }) {
  return (
    <LabelledField base={base}>
      {(p) => (
        <select {...p} name={base.name} value={value} onChange={(e) => onChange(e.currentTarget.value as V)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

export function CheckboxField({
  checked,
  onChange,
  label,
  name,
  hint,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  name: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="field-check">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint field-check-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Several choices from a known list (categories, genres), as checkboxes in a fieldset. */
export function CheckboxGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="adm-checks" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.length === 0 ? <p className="adm-note">Вариантов пока нет.</p> : null}
      {options.map((o) => (
        <label key={o.value} className="adm-check">
          <input
            type="checkbox"
            name={name}
            value={o.value}
            checked={value.includes(o.value)}
            onChange={(e) =>
              onChange(e.currentTarget.checked ? [...value, o.value] : value.filter((v) => v !== o.value))
            }
          />
          {o.label}
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field-error" style={{ flexBasis: '100%' }}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A list of short strings (cast, genres): one input per item, add and remove buttons. */
export function StringListField({
  legend,
  name,
  value,
  onChange,
  itemLabel,
  addLabel = 'Добавить',
  hint,
  error,
}: {
  legend: string;
  name: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** The accessible name of item n (1-based), e.g. "Актёр 2". */
  itemLabel: (n: number) => string;
  addLabel?: string;
  hint?: string;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className="adm-checks"
      style={{ display: 'grid' }}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <ul className="adm-repeat">
        {value.map((item, i) => (
          <li key={i}>
            <input
              name={`${name}.${i}`}
              aria-label={itemLabel(i + 1)}
              value={item}
              onChange={(e) => onChange(value.map((v, j) => (j === i ? e.currentTarget.value : v)))}
            />
            <button
              type="button"
              className="button button-small"
              aria-label={`Удалить: ${itemLabel(i + 1)}`}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className="button button-small" onClick={() => onChange([...value, ''])}>
          {addLabel}
        </button>
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** An image chosen from disk: a preview at once, the upload is the app's business (`onFile`). */
export function ImageField({
  label,
  name,
  imageUrl,
  alt,
  onFile,
  uploading = false,
  error,
  hint = 'JPEG, PNG или WebP',
  wide = false,
  required = false,
  onImage,
  children,
}: {
  label: string;
  name: string;
  /** A picture chosen from the media library (offered when the workspace provides one). */
  onImage?: (image: Image) => void;
  /** The item cannot be saved without a picture: marked as the other required fields are. */
  required?: boolean;
  /** What is stored now (or the uploaded image's address). */
  imageUrl: string | null;
  alt: string;
  onFile: (file: File) => void;
  uploading?: boolean;
  error?: string;
  hint?: string;
  wide?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const picker = useMediaPicker();
  const shown = localPreview ?? imageUrl;
  return (
    <div className="adm-upload">
      {shown ? (
        <img className={`adm-upload-preview${wide ? ' is-wide' : ''}`} src={shown} alt={alt} />
      ) : (
        <div className={`adm-upload-preview adm-upload-empty${wide ? ' is-wide' : ''}`}>Нет изображения</div>
      )}
      <div className="field">
        <Field id={id} label={label} hint={uploading ? 'Загружаем…' : hint} error={error} required={required}>
          {(p) => (
            <input
              {...p}
              // A picture already there is kept: a new file is asked for only while there is none.
              required={required && !shown}
              name={name}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-busy={uploading || undefined}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (!file) return;
                setLocalPreview((old) => {
                  if (old) URL.revokeObjectURL(old);
                  return URL.createObjectURL(file);
                });
                onFile(file);
              }}
            />
          )}
        </Field>
        {picker && onImage ? (
          <div>
            <button
              type="button"
              className="button button-small"
              onClick={async () => {
                const image = await picker.pick();
                if (!image) return;
                setLocalPreview(null);
                onImage(image);
              }}
            >
              Выбрать из медиатеки
            </button>
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** One picture's upload, run by a field: whether it is under way, and `failure` once it failed (until the next try). */
export function useUpload(upload: ((file: File) => Promise<Image>) | undefined, failure: string) {
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(false);
  async function run(file: File, apply: (image: Image) => void) {
    if (!upload) return;
    setUploading(true);
    setFailed(false);
    try {
      apply(await upload(file));
    } catch {
      setFailed(true);
    } finally {
      setUploading(false);
    }
  }
  return { uploading, error: failed ? failure : undefined, run };
}

/**
 * A picture of an item and what is on it (its alt text): uploaded (the field says when the upload failed) or chosen
 * from the library. `useWorkspaceForm(…).picture(name)` gives `name`, `image`, `onImage`, `onAlt` and the errors.
 */
export function ImageAltField({
  name,
  label,
  image,
  onImage,
  onAlt,
  upload,
  failure = 'Не удалось загрузить изображение',
  fallbackAlt,
  altLabel = 'Что на изображении',
  altHint,
  error,
  altError,
  hint,
  wide,
  required,
}: {
  name: string;
  label: string;
  image: Image | null;
  onImage: (image: Image) => void;
  onAlt: (alt: string) => void;
  upload?: (file: File) => Promise<Image>;
  /** What the field says when an upload failed. */
  failure?: string;
  /** The preview's alt while staff have typed none. */
  fallbackAlt: string;
  altLabel?: string;
  altHint?: string;
  error?: string;
  altError?: string;
  hint?: string;
  wide?: boolean;
  required?: boolean;
}) {
  const uploads = useUpload(upload, failure);
  return (
    <ImageField
      label={label}
      required={required}
      name={name}
      wide={wide}
      imageUrl={image?.url ?? null}
      alt={image?.alt || fallbackAlt}
      onFile={(file) => uploads.run(file, onImage)}
      onImage={onImage}
      uploading={uploads.uploading}
      error={uploads.error ?? error}
      hint={hint}
    >
      <TextField
        label={altLabel}
        name={`${name}.alt`}
        value={image?.alt ?? ''}
        onChange={onAlt}
        hint={altHint}
        error={altError}
      />
    </ImageField>
  );
}

/** The form-level message (what no field owns), announced when it appears. */
export function FormMessage({ message, tone = 'error' }: { message?: string; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <div
      className={`adm-alert${tone === 'success' ? ' is-success' : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
      // Focusable from script: a form moves the focus here when its message is all there is to read.
      tabIndex={-1}
    >
      <p>{message}</p>
    </div>
  );
}

/** A staff member's e-mail as the sign-in and «Забыли пароль» ask for it (the browser offers the saved account). */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label="Электронная почта"
      name="email"
      type="email"
      autoComplete="username"
      required
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/**
 * A form's submit button, saying what happens while it works. aria-disabled, not disabled: a disabled button would
 * drop the focus of an Enter on it to the page (the form ignores a second submit itself).
 */
export function SubmitButton({
  busy,
  busyLabel,
  large = false,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={`button button-primary${large ? ' button-large' : ''}`}
      aria-disabled={busy || undefined}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

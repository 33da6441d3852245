// The edit form of the simpler kinds (documents, vacancies, halls, services, certificates, FAQ, pages, the town's
// info), described by a list of fields; each kind's field list is in ./resource-fields.ts.
import type { ContentBlock, Image } from '@kino/api/types';
import { Fragment } from 'react';
import { get } from 'react-hook-form';
import { LoadGate, type LoadState } from '#src/admin/components/admin-page.tsx';
import { EditFrame, type ItemFrameProps } from '#src/admin/components/edit-frame.tsx';
import {
  CheckboxField,
  ImageAltField,
  ImageField,
  NumberField,
  SelectField,
  StringListField,
  TextArea,
  TextField,
  useUpload,
} from '#src/admin/components/fields.tsx';
import { RichTextEditor } from '#src/admin/components/rich-text-editor.tsx';
import { useWorkspaceForm } from '#src/admin/lib/workspace-form.ts';

export type FieldValue = string | number | boolean | null | string[] | ContentBlock[] | Image | Image[];
/**
 * A form's values by field name. A dotted name is a path into a group of values (`address.street` is the street of
 * `address`), as react-hook-form and the API's errors name it.
 */
export interface ResourceValues {
  [name: string]: FieldValue | ResourceValues;
}

interface Base {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** Fields with the same row number sit side by side. */
  row?: number;
}

export type FieldSpec =
  | (Base & { kind: 'text' | 'url' | 'email' | 'tel' | 'date' | 'time' | 'datetime-local' })
  | (Base & { kind: 'textarea'; rows?: number })
  | (Base & { kind: 'number'; step?: number; min?: number })
  | (Base & { kind: 'checkbox' })
  | (Base & { kind: 'select'; options: readonly { value: string; label: string }[] })
  | (Base & { kind: 'list'; itemLabel: string; addLabel: string })
  | (Base & { kind: 'rich' })
  | (Base & { kind: 'image'; wide?: boolean })
  | (Base & { kind: 'images'; wide?: boolean });

export interface FieldGroup {
  legend: string;
  fields: FieldSpec[];
}

export interface ResourceEditScreenProps extends ItemFrameProps {
  title: string;
  back: { to: string; label: string };
  /** Remounts the form when another item is loaded. */
  itemKey: string;
  groups: FieldGroup[];
  state: LoadState;
  onRetry?: () => void;
  initial: ResourceValues;
  onSubmit: (values: ResourceValues) => void;
  /** Uploads an image for a field; answers what the form keeps. */
  onUploadImage?: (file: File, field: string) => Promise<Image>;
  /** Pictures inside rich text. */
  onUploadContentImage?: (file: File, alt: string) => Promise<Image>;
}

export function ResourceEditScreen({ state, onRetry, itemKey, ...form }: ResourceEditScreenProps) {
  return (
    <LoadGate state={state} onRetry={onRetry}>
      {() => <ResourceForm key={`${itemKey}${form.restored ? ':restored' : ''}`} {...form} />}
    </LoadGate>
  );
}

function rowsOf(fields: FieldSpec[]): FieldSpec[][] {
  const rows: FieldSpec[][] = [];
  for (const field of fields) {
    const last = rows[rows.length - 1];
    if (field.row !== undefined && last?.[0]?.row === field.row) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

function ResourceForm({
  title,
  back,
  groups,
  initial,
  onSubmit,
  onUploadImage,
  onUploadContentImage,
  ...frame
}: Omit<ResourceEditScreenProps, 'state' | 'onRetry' | 'itemKey'>) {
  const { valueAt, set, error: e, picture, errors, dirty, submit } = useWorkspaceForm(initial, frame);
  const uploadTo = (name: string) => onUploadImage && ((file: File) => onUploadImage(file, name));

  function control(field: FieldSpec) {
    const value = valueAt(field.name) ?? null;
    const common = {
      name: field.name,
      label: field.label,
      hint: field.hint,
      required: field.required,
      error: e(field.name),
    };
    switch (field.kind) {
      case 'textarea':
        return (
          <TextArea {...common} rows={field.rows} value={String(value ?? '')} onChange={set(field.name)} />
        );
      case 'number':
        return (
          <NumberField
            {...common}
            step={field.step}
            min={field.min}
            value={typeof value === 'number' ? value : null}
            onChange={set(field.name)}
          />
        );
      case 'checkbox':
        return (
          <CheckboxField
            name={field.name}
            label={field.label}
            hint={field.hint}
            checked={value === true}
            onChange={set(field.name)}
          />
        );
      case 'select':
        return (
          <SelectField
            {...common}
            options={field.options}
            value={String(value ?? '')}
            onChange={set(field.name)}
          />
        );
      case 'list':
        return (
          <StringListField
            legend={field.label}
            name={field.name}
            value={Array.isArray(value) ? (value as string[]) : []}
            onChange={set(field.name)}
            itemLabel={(n) => `${field.itemLabel} ${n}`}
            addLabel={field.addLabel}
            hint={field.hint}
            error={e(field.name)}
          />
        );
      case 'rich': {
        const initialBlocks = get(initial, field.name);
        return (
          <RichTextEditor
            label={field.label}
            hint={field.hint}
            initialBlocks={Array.isArray(initialBlocks) ? (initialBlocks as ContentBlock[]) : []}
            onChange={set(field.name)}
            error={e(field.name)}
            onUploadImage={onUploadContentImage}
          />
        );
      }
      case 'image':
        return (
          <ImageAltField
            label={field.label}
            wide={field.wide}
            {...picture(field.name)}
            upload={uploadTo(field.name)}
            fallbackAlt={field.label}
          />
        );
      case 'images':
        return (
          <ImageListField
            field={field}
            images={Array.isArray(value) ? (value as Image[]) : []}
            onChange={set(field.name)}
            upload={uploadTo(field.name)}
            error={e}
          />
        );
      default:
        return (
          <TextField {...common} type={field.kind} value={String(value ?? '')} onChange={set(field.name)} />
        );
    }
  }

  return (
    <EditFrame title={title} back={back} onSubmit={submit(onSubmit)} {...frame} errors={errors} dirty={dirty}>
      {groups.map((group) => (
        <fieldset key={group.legend} className="adm-fieldset">
          <legend>{group.legend}</legend>
          {rowsOf(group.fields).map((row) =>
            row.length === 1 ? (
              <Fragment key={row[0]!.name}>{control(row[0]!)}</Fragment>
            ) : (
              <div key={row[0]!.name} className={row.length === 2 ? 'adm-grid-2' : 'adm-grid-3'}>
                {row.map((field) => (
                  <Fragment key={field.name}>{control(field)}</Fragment>
                ))}
              </div>
            ),
          )}
        </fieldset>
      ))}
    </EditFrame>
  );
}

/** A gallery (a hall's photos): each photo with what is on it and a button that removes it, and one to add a photo. */
function ImageListField({
  field,
  images,
  onChange,
  upload,
  error,
}: {
  field: FieldSpec & { kind: 'images' };
  images: Image[];
  onChange: (images: Image[]) => void;
  upload?: (file: File) => Promise<Image>;
  error: (name: string) => string | undefined;
}) {
  const uploads = useUpload(upload, 'Не удалось загрузить изображение');
  const add = (image: Image) => onChange([...images, image]);
  return (
    <fieldset className="adm-checks" style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <legend>{field.label}</legend>
      {images.map((image, i) => (
        <div key={image.url} className="adm-upload">
          {image.url ? (
            <img
              className={`adm-upload-preview${field.wide ? ' is-wide' : ''}`}
              src={image.url}
              alt={image.alt}
            />
          ) : (
            <div className="adm-upload-preview adm-upload-empty">Нет изображения</div>
          )}
          <div className="field">
            <TextField
              label={`Что на фото ${i + 1}`}
              name={`${field.name}.${i}.alt`}
              value={image.alt}
              onChange={(alt) => onChange(images.map((im, j) => (j === i ? { ...im, alt } : im)))}
              error={error(`${field.name}.${i}`)}
            />
            <div>
              <button
                type="button"
                className="button button-small button-danger"
                onClick={() => onChange(images.filter((_, j) => j !== i))}
              >
                Убрать фото {i + 1}
              </button>
            </div>
          </div>
        </div>
      ))}
      <ImageField
        label="Добавить фото"
        name={`${field.name}.new`}
        wide={field.wide}
        imageUrl={null}
        alt=""
        uploading={uploads.uploading}
        error={uploads.error ?? error(field.name)}
        onFile={(file) => uploads.run(file, add)}
        onImage={add}
      />
    </fieldset>
  );
}

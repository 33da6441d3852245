// The town's media library: every uploaded picture with where it is used; search, describe, delete what is unused,
// upload, and — in an editor's picker — choose one to reuse instead of uploading it again.
import type { ImageUse, LibraryImage } from '@kino/api/types';
import { type ReactNode, useId, useState } from 'react';
import { AdminLink } from '#src/admin/components/admin-links.tsx';
import { AdminPage, LoadGate, type LoadState } from '#src/admin/components/admin-page.tsx';
import { Pager, type Paging } from '#src/admin/components/data-table.tsx';
import { CancelButton, ConfirmDialog } from '#src/admin/components/dialog.tsx';
import { CheckboxField, FormMessage, TextField } from '#src/admin/components/fields.tsx';
import { SearchBox, useSearchText } from '#src/admin/components/list-toolbar.tsx';

export interface UseLink {
  /** Where the item or page is edited, e.g. `/main/films/12`. */
  to: string;
  /** «Фильм», «Страница»… */
  kind: string;
}

export interface MediaLibraryProps {
  images: LibraryImage[];
  state: LoadState;
  onRetry?: () => void;
  paging?: Paging;
  q: string;
  onSearch: (q: string) => void;
  unused: boolean;
  onUnusedChange: (unused: boolean) => void;
  /** Where a use is edited; the card links to it. */
  linkOf: (use: ImageUse) => UseLink;
  /** The picker: each card offers «Выбрать» (and nothing that changes the library). */
  onPick?: (image: LibraryImage) => void;
  onDelete?: (image: LibraryImage) => void;
  onDescribe?: (image: LibraryImage, alt: string) => void;
  /** A result of the last change, said above the grid. */
  message?: { text: string; tone: 'error' | 'success' };
}

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** The smallest variant that is at least a card wide: a card never loads the 1280-px picture. */
const thumbnail = (image: LibraryImage['image']) =>
  image.variants?.find((v) => v.type === 'image/jpeg' && v.width >= 320)?.url ?? image.url;

function Card({ item, props }: { item: LibraryImage; props: MediaLibraryProps }) {
  const [editing, setEditing] = useState(false);
  const [alt, setAlt] = useState(item.image.alt);
  const usesId = useId();
  const used = item.uses.length > 0;
  const name = item.fileName ?? item.image.alt ?? 'Изображение';
  return (
    <li className="adm-media-card">
      <img
        src={thumbnail(item.image)}
        alt={item.image.alt}
        width={item.image.width}
        height={item.image.height}
      />
      <div className="adm-media-info">
        <p className="adm-media-name">{name}</p>
        <p className="adm-note">
          {item.image.width}×{item.image.height} · {dateOf(item.createdAt)}
          {item.createdBy ? ` · ${item.createdBy}` : ''}
        </p>
        {item.image.alt ? <p>Описание: {item.image.alt}</p> : <p className="adm-note">Без описания</p>}
        <div id={usesId}>
          {used ? (
            <>
              <p>Используется:</p>
              <ul className="adm-media-uses">
                {item.uses.map((use) => {
                  const link = props.linkOf(use);
                  return (
                    <li key={`${use.kind}-${use.id}`}>
                      {link.kind} <AdminLink to={link.to}>«{use.title}»</AdminLink>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <p className="adm-note">Нигде не используется</p>
          )}
        </div>
        {editing ? (
          <form
            className="adm-media-describe"
            onSubmit={(event) => {
              event.preventDefault();
              props.onDescribe?.(item, alt.trim());
              setEditing(false);
            }}
          >
            <TextField label="Описание для незрячих" name="alt" value={alt} onChange={setAlt} />
            <div className="adm-actions">
              <button type="submit" className="button button-primary button-small">
                Сохранить
              </button>
              <CancelButton onCancel={() => setEditing(false)} small />
            </div>
          </form>
        ) : null}
        <div className="adm-actions">
          {props.onPick ? (
            <button
              type="button"
              className="button button-primary button-small"
              onClick={() => props.onPick?.(item)}
            >
              Выбрать <span className="visually-hidden">«{name}»</span>
            </button>
          ) : null}
          {props.onDescribe && !editing ? (
            <button type="button" className="button button-small" onClick={() => setEditing(true)}>
              Изменить описание
            </button>
          ) : null}
          {props.onDelete ? (
            <button
              type="button"
              className="button button-small button-danger"
              disabled={used}
              aria-describedby={used ? usesId : undefined}
              onClick={() => props.onDelete?.(item)}
            >
              Удалить <span className="visually-hidden">«{name}»</span>
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The library's search, filter and grid: the screen's body and the picker dialog's. */
export function MediaLibrary(props: MediaLibraryProps) {
  const [text, setText] = useSearchText(props.q, props.onSearch);
  return (
    <>
      <div className="adm-toolbar" role="search">
        <SearchBox text={text} onText={setText} placeholder="Описание или имя файла" />
        <CheckboxField
          label="Только неиспользуемые"
          name="unused"
          checked={props.unused}
          onChange={props.onUnusedChange}
        />
      </div>
      <FormMessage message={props.message?.text} tone={props.message?.tone} />
      <LoadGate state={props.state} onRetry={props.onRetry}>
        {() =>
          props.images.length ? (
            <>
              <ul className="adm-media-grid">
                {props.images.map((item) => (
                  <Card key={item.id} item={item} props={props} />
                ))}
              </ul>
              {props.paging ? <Pager {...props.paging} /> : null}
            </>
          ) : (
            <p className="adm-note">
              {props.q || props.unused ? 'Ничего не найдено.' : 'Здесь появятся загруженные изображения.'}
            </p>
          )
        }
      </LoadGate>
    </>
  );
}

export interface MediaLibraryScreenProps extends MediaLibraryProps {
  /** The upload control (the app's: it knows the API), shown as the page's action. */
  upload?: ReactNode;
}

export function MediaLibraryScreen({ upload, onDelete, ...props }: MediaLibraryScreenProps) {
  const [asked, setAsked] = useState<LibraryImage | null>(null);
  return (
    <AdminPage title="Медиатека" actions={upload}>
      <p className="adm-note">
        Изображения этого города. Картинку, которая уже загружена, можно выбрать в любом материале кнопкой
        «Выбрать из медиатеки». Удалить можно только ту, что нигде не используется.
      </p>
      <MediaLibrary {...props} onDelete={onDelete ? setAsked : undefined} />
      <ConfirmDialog
        open={asked !== null}
        title="Удалить изображение?"
        confirmLabel="Удалить навсегда"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) onDelete?.(asked);
          setAsked(null);
        }}
      >
        <p>«{asked?.fileName ?? asked?.image.alt}» будет удалено из медиатеки. Вернуть его будет нельзя.</p>
      </ConfirmDialog>
    </AdminPage>
  );
}

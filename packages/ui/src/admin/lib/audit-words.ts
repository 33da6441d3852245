// The audit log in words: a changed field by the label its editor shows, its values as staff would say them, the
// kinds of entries by name. The service keeps the contract's field names and shortened values (JSON for anything not
// a string, cut at 200 characters); this turns them into «Название: Дюна → Дюна: Часть вторая».
import type { AdminCategoryKind } from '@kino/api/admin-queries';
import { formatDateTime, formatDay } from '@kino/api/cinema-time';
import { AUDIT_SIGN_IN_KIND } from '@kino/api/enums';
import type { Town } from '@kino/api/towns';
import type { AuditEntry, StaffRole } from '@kino/api/types';
import { SESSION_LANGUAGES } from '#src/admin/screens/sessions-week-screen/sessions-week-screen.tsx';
import { ROLE_LABEL, TOWN_SECTIONS, type TownSection } from './navigation.ts';
import { editedParts, fieldLabel, IMAGE_FIELDS } from './resource-fields.ts';

const section = (key: TownSection) => TOWN_SECTIONS.find((s) => s.key === key)!.label;

/** The kinds of entries the log holds, named as the menu names their sections; the sign-ins last. */
export const AUDIT_KIND_LABEL: Readonly<Record<string, string>> = {
  film: section('films'),
  session: section('sessions'),
  news: section('news'),
  event: section('events'),
  document: section('documents'),
  vacancy: section('vacancies'),
  hall: section('halls'),
  service: section('services'),
  certificate: section('certificates'),
  faq: section('faq'),
  page: section('pages'),
  info: section('info'),
  image: section('media'),
  'film-categories': 'Категории фильмов',
  'event-categories': 'Категории событий',
  'schedule-sync': 'Синхронизация расписания',
  application: 'Заявки',
  account: 'Сотрудники',
  [AUDIT_SIGN_IN_KIND]: 'Входы в рабочее место',
};

/** A value is cut to this many characters: the log says what changed, the item's page shows the rest. */
const WORDS_CHARS = 80;

const STATUS_WORD: Record<string, string> = { published: 'опубликован', draft: 'черновик' };

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > WORDS_CHARS ? `${flat.slice(0, WORDS_CHARS - 1)}…` : flat;
}

/** The strings inside a (maybe cut) JSON value: a text's blocks, a list's entries, a hall's or film's name. */
function stringsOf(json: string): string[] {
  return [...json.matchAll(/"((?:[^"\\]|\\.)*)"(?!\s*:)/g)].map((m) => {
    try {
      return JSON.parse(`"${m[1]}"`) as string;
    } catch {
      return m[1]!;
    }
  });
}

export interface WordsContext {
  /** The towns' display names. */
  townName: (town: Town) => string;
  /** How many towns there are: a list of all of them is «обе» (or «все»). */
  townCount: number;
  /** The towns' film and event categories, name by slug, where the workspace has them loaded. */
  categoryNames?: CategoryNames;
}

/** The towns' film and event categories, name by slug. */
export type CategoryNames = Partial<
  Record<Town, Partial<Record<AdminCategoryKind, Readonly<Record<string, string>>>>>
>;

/** The fields that hold category slugs, by the kind of entry. */
const CATEGORY_FIELDS: Readonly<Record<string, { field: string; kind: AdminCategoryKind }>> = {
  film: { field: 'categories', kind: 'film-categories' },
  event: { field: 'category', kind: 'event-categories' },
};

/**
 * A stored value with the parts the reader knows by name put in words first: category slugs by their names, an
 * object field by the parts its editor edits (the info's address by its street). A value cut short is left whole.
 */
function readable(
  entry: Pick<AuditEntry, 'kind' | 'town'>,
  field: string,
  value: string | null,
  ctx: WordsContext,
) {
  if (value === null || value.endsWith('…')) return value;
  const categories = entry.kind ? CATEGORY_FIELDS[entry.kind] : undefined;
  const names = categories && entry.town ? ctx.categoryNames?.[entry.town]?.[categories.kind] : undefined;
  if (categories?.field === field && names) {
    const name = (slug: string) => names[slug] ?? slug;
    if (!value.startsWith('[')) return name(value);
    return JSON.stringify(stringsOf(value).map(name));
  }
  const parts = editedParts(entry.kind, field);
  if (parts.length > 0 && value.startsWith('{')) {
    try {
      const object = JSON.parse(value) as Record<string, unknown>;
      return parts.map((part) => String(object[part] ?? '')).join(', ');
    } catch {
      return value;
    }
  }
  return value;
}

/** One stored value in words: «да», «опубликован», «12 марта», «изображение», a text without its markup. */
export function valueInWords(field: string, value: string | null, ctx: WordsContext): string {
  if (value === null || value === '' || value === '[]' || value === '""') return '—';
  if (IMAGE_FIELDS.has(field)) {
    const count = value.startsWith('[') ? (value.match(/"id"\s*:/g)?.length ?? 0) : 1;
    return count > 1 ? `изображения (${count}${value.endsWith('…') ? '+' : ''})` : 'изображение';
  }
  if (value === 'true') return 'да';
  if (value === 'false') return 'нет';
  if (field === 'status') return STATUS_WORD[value] ?? value;
  if (field === 'role') return ROLE_LABEL[value as StaffRole] ?? value;
  if (field === 'language' || field === 'subtitles')
    return SESSION_LANGUAGES.find((l) => l.value === value)?.label ?? value;
  if (field === 'towns' && value.startsWith('[')) {
    const towns = stringsOf(value) as Town[];
    if (towns.length === ctx.townCount && towns.length > 1) return ctx.townCount === 2 ? 'обе' : 'все';
    return towns.map(ctx.townName).join(', ');
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value, true);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)))
    return formatDateTime(value);
  if (value.startsWith('{') || value.startsWith('[')) {
    // A session's film or hall: its name; anything else: its texts (a text's blocks, a list's entries).
    const named = /"(?:title|name)"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(value);
    if (named && value.startsWith('{')) return shorten(JSON.parse(`"${named[1]}"`) as string);
    return shorten(stringsOf(value).join(value.startsWith('[{') ? ' ' : ', ')) || '—';
  }
  // HTML (a page's text): its words.
  if (value.startsWith('<')) return shorten(value.replace(/<[^>]*>?/g, ' '));
  return shorten(value);
}

export interface ChangeInWords {
  field: string;
  /** The editor's label, or the field's own name when no editor shows it. */
  label: string;
  before: string;
  after: string;
  /** No value before (a created item): only the new value says anything. */
  only: 'after' | null;
}

export function changesInWords(entry: AuditEntry, ctx: WordsContext): ChangeInWords[] {
  return entry.changes.map((change) => ({
    field: change.field,
    label: fieldLabel(entry.kind, change.field) ?? change.field,
    before: valueInWords(change.field, readable(entry, change.field, change.before, ctx), ctx),
    after: valueInWords(change.field, readable(entry, change.field, change.after, ctx), ctx),
    only: change.before === null ? 'after' : null,
  }));
}

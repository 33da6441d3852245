// The controls of a list's toolbar (`.adm-toolbar` above a DataTable): a search box whose text is sent once typing
// pauses, and filters offering «Все» and the given values. Every list screen of the workspace builds its toolbar from these.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { SelectField } from './fields.tsx';

/** How long typing must pause before a search is sent. */
const SEARCH_DELAY_MS = 300;

/**
 * The text in a list's search box, and `onSearch` called with it once typing pauses (not on every key). The screen
 * holds the text, so a filter changed meanwhile is sent with what was typed.
 */
export function useSearchText(
  value: string,
  onSearch: (text: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return [text, setText];
}

export interface SearchBoxProps {
  text: string;
  onText: (text: string) => void;
  placeholder: string;
}

export function SearchBox({ text, onText, placeholder }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="field is-grow">
      <label className="field-label" htmlFor={id}>
        Поиск
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(e) => onText(e.currentTarget.value)}
      />
    </div>
  );
}

export interface FilterSelectProps<V extends string> {
  label: string;
  /** The filter's name (its address parameter). */
  name: string;
  /** The chosen value, or `all` for no filter. */
  value: V | 'all';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | 'all') => void;
  /** What «no filter» is called when «Все» would not say it (default «Все»). */
  allLabel?: string;
}

/** A select of the workspace's fields with «Все» (no filter) first. */
export function FilterSelect<V extends string>({
  options,
  allLabel = 'Все',
  ...select
}: FilterSelectProps<V>) {
  return <SelectField<V | 'all'> {...select} options={[{ value: 'all', label: allLabel }, ...options]} />;
}

/** A list searched by text and filtered by state (a town's content, the inbox): what its toolbar sets. */
export interface SearchFilters<S extends string> {
  search: string;
  status: S | 'all';
}

/** The toolbar of such a list: the search box, the state's select (when there are `statuses`), then `children`. */
export function SearchToolbar<S extends string>({
  label,
  placeholder,
  filters,
  onFiltersChange,
  statuses,
  children,
}: {
  /** The toolbar's accessible name. */
  label: string;
  placeholder: string;
  filters: SearchFilters<S>;
  onFiltersChange: (filters: SearchFilters<S>) => void;
  statuses?: readonly { value: S; label: string }[];
  children?: ReactNode;
}) {
  const [search, setSearch] = useSearchText(filters.search, (text) =>
    onFiltersChange({ ...filters, search: text }),
  );
  return (
    <search className="adm-toolbar" aria-label={label}>
      <SearchBox text={search} onText={setSearch} placeholder={placeholder} />
      {statuses ? (
        <FilterSelect
          label="Состояние"
          name="status"
          value={filters.status}
          options={statuses}
          onChange={(status) => onFiltersChange({ ...filters, search, status })}
        />
      ) : null}
      {children}
    </search>
  );
}

/** One filter of a FilterRow: the key of the screen's filters it sets, and its choices. */
export interface FilterRowSelect<F> {
  name: keyof F & string;
  label: string;
  options: readonly { value: string; label: string }[];
  allLabel?: string;
}

export interface FilterRowProps<F> {
  /** The screen's filters, each `all` or a chosen value (the app keeps them in the address). */
  filters: F;
  onFiltersChange: (filters: F) => void;
  selects: readonly FilterRowSelect<F>[];
  /** Said after the selects (a filter set elsewhere, with a way back). */
  children?: ReactNode;
}

/** The toolbar of a log screen: a select per filter, each change answered with all the filters. */
export function FilterRow<F extends object>({
  filters,
  onFiltersChange,
  selects,
  children,
}: FilterRowProps<F>) {
  return (
    <div className="adm-toolbar">
      {selects.map((select) => (
        <FilterSelect
          key={select.name}
          label={select.label}
          name={select.name}
          value={String(filters[select.name as keyof F])}
          options={select.options}
          allLabel={select.allLabel}
          onChange={(value) => onFiltersChange({ ...filters, [select.name]: value })}
        />
      ))}
      {children}
    </div>
  );
}

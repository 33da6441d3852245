// The site's search box: a GET form to the town's search page, so it works without JavaScript; the header holds one
// and the search page another (issue 35, docs/decisions/120).
import { SEARCH_QUERY_MAX } from '@kino/api/routes';
import { useRoutePath } from '#src/links/links.tsx';
import { Icon } from './icon.tsx';

export interface SearchFormProps {
  /** The id of the input, unique on the page (the header's and the page's forms are both there on /search/). */
  id: string;
  /** What was searched, shown in the box. */
  query?: string;
  /** The page's own form: a visible label and a wider box. */
  large?: boolean;
}

export function SearchForm({ id, query = '', large = false }: SearchFormProps) {
  const action = useRoutePath({ name: 'search' });
  return (
    <form
      role="search"
      // Two on the search page (the header's and the page's): landmarks of one role need names of their own.
      aria-label={large ? 'Поиск' : 'Поиск по сайту'}
      action={action}
      method="get"
      className={large ? 'search-form search-form-large' : 'search-form'}
    >
      <label htmlFor={id} className={large ? 'search-form-label' : 'visually-hidden'}>
        Фильм, новость, событие или вакансия
      </label>
      <span className="search-form-row">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX}
          required
          autoComplete="off"
          enterKeyHint="search"
          placeholder={large ? 'Например, Шахматистка' : 'Поиск'}
        />
        <button type="submit" className="button button-primary search-form-submit">
          <Icon name="search" />
          <span className={large ? undefined : 'visually-hidden'}>Найти</span>
        </button>
      </span>
    </form>
  );
}

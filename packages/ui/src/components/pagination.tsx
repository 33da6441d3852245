// Page links for `?page=N` lists: previous/next plus numbered pages, all plain links.

import type { LinkTarget } from '@kino/api/routes';
import type { PageMeta } from '@kino/api/types';
import { AppLink } from '#src/links/links.tsx';

export interface PaginationProps {
  meta: PageMeta;
  /** The list's route; the page number is added as `?page=`. Page 1 has no query. */
  to: LinkTarget;
  label?: string;
}

function pageTarget(to: LinkTarget, page: number): LinkTarget {
  return { ...to, query: { ...to.query, page: page > 1 ? String(page) : undefined } };
}

export function Pagination({ meta, to, label = 'Страницы' }: PaginationProps) {
  if (meta.totalPages <= 1) return null;
  const pages = Array.from({ length: meta.totalPages }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === meta.totalPages || Math.abs(p - meta.page) <= 2,
  );
  return (
    <nav className="pagination" aria-label={label}>
      {meta.page > 1 ? (
        <AppLink className="pagination-step" to={pageTarget(to, meta.page - 1)} rel="prev">
          ← Назад
        </AppLink>
      ) : null}
      <ul>
        {pages.map((p, i) => (
          <li key={p}>
            {i > 0 && p - (pages[i - 1] ?? p) > 1 ? <span className="pagination-gap">…</span> : null}
            {p === meta.page ? (
              <span className="pagination-current" aria-current="page">
                {p}
              </span>
            ) : (
              <AppLink to={pageTarget(to, p)} aria-label={`Страница ${p}`}>
                {p}
              </AppLink>
            )}
          </li>
        ))}
      </ul>
      {meta.page < meta.totalPages ? (
        <AppLink className="pagination-step" to={pageTarget(to, meta.page + 1)} rel="next">
          Вперёд →
        </AppLink>
      ) : null}
    </nav>
  );
}

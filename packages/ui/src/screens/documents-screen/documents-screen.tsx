// The list of the cinema's documents: rules, policies, the personal-data policy.
import { formatDate } from '@kino/api/cinema-time';
import type { DocumentPage } from '@kino/api/types';
import { CardTitle } from '#src/components/card-title.tsx';
import { EmptyState } from '#src/components/empty-state.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { Pagination } from '#src/components/pagination.tsx';

export interface DocumentsScreenProps {
  documents: DocumentPage;
}

export function DocumentsScreen({ documents }: DocumentsScreenProps) {
  return (
    <div className="container page">
      <PageHeader
        title="Документы"
        lead="Правила посещения, политика обработки персональных данных и другие документы кинотеатра."
      />
      {documents.items.length > 0 ? (
        <ul className="doc-list">
          {documents.items.map((d) => (
            <li key={d.id} className="doc-item">
              <CardTitle
                level={2}
                className="doc-title"
                to={{ name: 'documents-documents', params: { documents: d.slug } }}
              >
                {d.title}
              </CardTitle>
              <p className="doc-summary">{d.summary}</p>
              <p className="doc-date">
                Обновлено <time dateTime={d.updatedAt}>{formatDate(d.updatedAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Документов пока нет" />
      )}
      <Pagination meta={documents.meta} to={{ name: 'documents' }} />
    </div>
  );
}

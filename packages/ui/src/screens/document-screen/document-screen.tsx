// One document: its text and, when there is one, the file to download.
import { formatDate } from '@kino/api/cinema-time';
import type { Document } from '@kino/api/types';
import { PageHeader } from '#src/components/page-header.tsx';
import { RichContent } from '#src/components/rich-content.tsx';
import { formatBytes } from '#src/lib/format.ts';

export interface DocumentScreenProps {
  document: Document;
}

const FILE_KINDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.oasis.opendocument.text': 'ODT',
};

export function DocumentScreen({ document }: DocumentScreenProps) {
  return (
    <div className="container page narrow-page">
      <PageHeader title={document.title} crumbs={[{ label: 'Документы', to: { name: 'documents' } }]}>
        <p className="article-date">
          Обновлено <time dateTime={document.updatedAt}>{formatDate(document.updatedAt)}</time>
        </p>
      </PageHeader>
      <RichContent blocks={document.content} />
      {document.file ? (
        <p className="download">
          <a className="button" href={document.file.url} download>
            Скачать {FILE_KINDS[document.file.mime] ?? 'файл'}, {formatBytes(document.file.sizeBytes)}
          </a>
        </p>
      ) : null}
    </div>
  );
}

// «История»: an item's saved versions with who and when; an earlier one can be restored (as a new save).
import { formatDateTime } from '@kino/api/cinema-time';
import type { ItemVersion } from '@kino/api/types';
import { useId } from 'react';
import { STATUS_LABEL } from './status-badge.tsx';

export interface ItemHistoryProps {
  /** Newest first; the first is what is stored now. Undefined while loading. */
  versions: ItemVersion[] | undefined;
  onRestore: (versionId: number) => void;
  busy?: boolean;
}

export function ItemHistory({ versions, onRestore, busy }: ItemHistoryProps) {
  const titleId = useId();
  return (
    <section className="adm-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-page-kicker">
        История
      </h2>
      {versions === undefined ? (
        <p className="adm-note">Загружаем…</p>
      ) : versions.length === 0 ? (
        <p className="adm-note">Сохранений пока нет.</p>
      ) : (
        <ol className="adm-versions">
          {versions.map((version, index) => (
            <li key={version.id}>
              <div>
                <strong>{formatDateTime(version.savedAt)}</strong>
                {index === 0 ? <span className="adm-note"> — сейчас</span> : null}
              </div>
              <div className="adm-note">
                {version.savedBy ?? 'демо-содержимое'} · {STATUS_LABEL[version.status]}
              </div>
              <div className="adm-note">«{version.title}»</div>
              {index > 0 ? (
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => onRestore(version.id)}
                  disabled={busy}
                >
                  Восстановить
                  <span className="visually-hidden"> версию от {formatDateTime(version.savedAt)}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

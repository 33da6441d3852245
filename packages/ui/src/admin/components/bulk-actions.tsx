// What to do with the rows selected in a list: publish, unpublish or delete them (to the trash), after one question
// that names how many.
import { plural } from '@kino/api/plural';
import { useState } from 'react';
import { ConfirmDialog } from './dialog.tsx';

export type BulkAction = 'publish' | 'unpublish' | 'delete';

export interface BulkActionsProps {
  /** How many rows are selected; nothing is shown without any. */
  count: number;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
  busy?: boolean;
}

const QUESTION: Record<BulkAction, (what: string) => string> = {
  publish: (what) => `Опубликовать ${what}?`,
  unpublish: (what) => `Снять с публикации ${what}?`,
  delete: (what) => `Удалить ${what}?`,
};
const CONFIRM: Record<BulkAction, string> = {
  publish: 'Опубликовать',
  unpublish: 'Снять с публикации',
  delete: 'Удалить в корзину',
};
const EFFECT: Record<BulkAction, string> = {
  publish: 'Они появятся на сайте в течение минуты (новость с датой в будущем — в свою дату).',
  unpublish: 'Они исчезнут с сайта в течение минуты и останутся черновиками.',
  delete: 'Они исчезнут с сайта и из списка. Корзина хранит их 30 дней: оттуда их можно восстановить.',
};

/** «3 материала». */
export const itemsCount = (n: number) => `${n} ${plural(n, 'материал', 'материала', 'материалов')}`;

export function BulkActions({ count, onAction, onClear, busy }: BulkActionsProps) {
  const [asking, setAsking] = useState<BulkAction | null>(null);
  if (count === 0) return null;
  return (
    <div className="adm-bulk" role="group" aria-label="Действия с выбранными">
      <span>Выбрано: {itemsCount(count)}</span>
      <button
        type="button"
        className="button button-small"
        onClick={() => setAsking('publish')}
        disabled={busy}
      >
        Опубликовать
      </button>
      <button
        type="button"
        className="button button-small"
        onClick={() => setAsking('unpublish')}
        disabled={busy}
      >
        Снять с публикации
      </button>
      <button
        type="button"
        className="button button-small button-danger"
        onClick={() => setAsking('delete')}
        disabled={busy}
      >
        Удалить
      </button>
      <button type="button" className="adm-link-button" onClick={onClear}>
        Снять выбор
      </button>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? QUESTION[asking](itemsCount(count)) : ''}
        confirmLabel={asking ? CONFIRM[asking] : ''}
        onConfirm={() => {
          const action = asking;
          setAsking(null);
          if (action) onAction(action);
        }}
        onCancel={() => setAsking(null)}
      >
        <p>{asking ? EFFECT[asking] : ''}</p>
      </ConfirmDialog>
    </div>
  );
}

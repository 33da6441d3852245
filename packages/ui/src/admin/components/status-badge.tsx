// Draft or published, as a badge with text (never colour alone).
import type { ItemStatus } from '@kino/api/types';

export type PublishStatus = ItemStatus;

/** In the order a filter offers them. */
export const STATUS_LABEL: Record<PublishStatus, string> = {
  published: 'Опубликовано',
  draft: 'Черновик',
};

export function StatusBadge({ status }: { status: PublishStatus }) {
  return <span className={`adm-status is-${status}`}>{STATUS_LABEL[status]}</span>;
}

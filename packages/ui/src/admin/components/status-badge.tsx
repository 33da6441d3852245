// Draft or published, as a badge with text (never colour alone).
export type PublishStatus = 'draft' | 'published';

export const STATUS_LABEL: Record<PublishStatus, string> = {
  draft: 'Черновик',
  published: 'Опубликовано',
};

export function StatusBadge({ status }: { status: PublishStatus }) {
  return <span className={`adm-status is-${status}`}>{STATUS_LABEL[status]}</span>;
}

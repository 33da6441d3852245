// An application's status (new, in progress, done) as a badge with text, never colour alone.
import type { ApplicationStatus } from '@kino/api/types';
import { APPLICATION_STATUS_LABEL } from '#src/admin/lib/applications.ts';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={`adm-status is-${status}`}>{APPLICATION_STATUS_LABEL[status]}</span>;
}

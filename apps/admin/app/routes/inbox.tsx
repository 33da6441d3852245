// The applications inbox comes with its own issue (#11); until then its menu entry leads here.
import { AdminPage } from '@kino/ui/admin/components/admin-page';
import { EmptyState } from '@kino/ui/components/empty-state';

export const meta = () => [{ title: 'Заявки — рабочее место кинотеатра' }];

export default function Inbox() {
  return (
    <AdminPage title="Заявки">
      <EmptyState title="Раздел заявок скоро появится">
        <p>Здесь будут заявки на обратный звонок и отклики на вакансии.</p>
      </EmptyState>
    </AdminPage>
  );
}

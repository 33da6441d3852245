// Services (hall rent, birthdays, advertising) with a callback form to order one.
import type { ServicesPage } from '@kino/api/types';
import { EmptyState } from '#src/components/empty-state.tsx';
import { OrderCard } from '#src/components/order-card.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import type { CallbackFormProps } from '#src/forms/callback-form.tsx';
import { CallbackPanel } from '#src/forms/callback-panel.tsx';

export interface ServicesScreenProps {
  page: ServicesPage;
  callbackForm: CallbackFormProps;
}

export function ServicesScreen({ page, callbackForm }: ServicesScreenProps) {
  return (
    <div className="container page">
      <PageHeader title={page.title} lead={page.intro} />
      {page.services.length > 0 ? (
        <ul className="card-grid">
          {page.services.map((s, i) => (
            <OrderCard
              key={s.id}
              id={s.id}
              image={s.image}
              eager={i < 3}
              title={s.title}
              text={s.description}
              note={s.price ?? 'Стоимость — по запросу'}
              topic={s.orderTopic ?? 'other'}
              orderLabel={` — ${s.title}`}
              subject={`Заказ: «${s.title}»`}
            />
          ))}
        </ul>
      ) : (
        <EmptyState title="Список услуг обновляется" />
      )}
      <CallbackPanel
        id="services-callback"
        title="Обсудить заказ"
        lead="Оставьте номер — менеджер перезвонит, подберёт зал и время."
        form={callbackForm}
      />
    </div>
  );
}

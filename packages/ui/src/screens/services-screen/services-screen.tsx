// Services (hall rent, birthdays, advertising) with a callback form to order one.
import type { ServicesPage } from '@kino/api/types';
import { ContentImage } from '#src/components/content-image.tsx';
import { EmptyState } from '#src/components/empty-state.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { CallbackForm, type CallbackFormProps } from '#src/forms/callback-form.tsx';
import { CallbackLink } from '#src/forms/callback-link.tsx';

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
            <li key={s.id} id={s.id}>
              <article className="card">
                {s.image ? (
                  <div className="card-media">
                    <ContentImage image={s.image} eager={i < 3} />
                  </div>
                ) : null}
                <div className="card-body">
                  <h2 className="card-title">{s.title}</h2>
                  <p className="card-text">{s.description}</p>
                  <p className="card-note">{s.price ?? 'Стоимость — по запросу'}</p>
                  <p className="card-order">
                    <CallbackLink
                      topic={s.orderTopic ?? 'other'}
                      className="button button-primary button-small"
                    >
                      Заказать<span className="visually-hidden"> — {s.title}</span>
                    </CallbackLink>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Список услуг обновляется" />
      )}
      <section className="panel section" id="callback" aria-labelledby="services-callback">
        <h2 id="services-callback">Обсудить заказ</h2>
        <p className="panel-lead">Оставьте номер — менеджер перезвонит, подберёт зал и время.</p>
        <CallbackForm {...callbackForm} />
      </section>
    </div>
  );
}

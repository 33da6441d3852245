// Gift certificates: the nominals, how to buy, the rules, and a callback form to order.
import type { CertificatesPage } from '@kino/api/types';
import { EmptyState } from '#src/components/empty-state.tsx';
import { OrderCard } from '#src/components/order-card.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import type { CallbackFormProps } from '#src/forms/callback-form.tsx';
import { CallbackPanel } from '#src/forms/callback-panel.tsx';
import { formatMoney, plural } from '#src/lib/format.ts';

export interface CertificatesScreenProps {
  page: CertificatesPage;
  callbackForm: CallbackFormProps;
}

export function CertificatesScreen({ page, callbackForm }: CertificatesScreenProps) {
  return (
    <div className="container page">
      <PageHeader title={page.title} lead={page.intro} />
      {page.certificates.length > 0 ? (
        <ul className="card-grid">
          {page.certificates.map((c, i) => (
            <OrderCard
              key={c.id}
              className="certificate-card"
              image={c.image}
              eager={i < 3}
              kicker={<p className="certificate-nominal">{formatMoney(c.nominal)}</p>}
              title={c.title}
              text={c.description}
              note={`Действует ${c.validityDays} ${plural(c.validityDays, 'день', 'дня', 'дней')}`}
              topic="certificates"
              orderLabel={` сертификат «${c.title}»`}
              subject={`Заказ: «${c.title}»`}
            />
          ))}
        </ul>
      ) : (
        <EmptyState title="Сертификаты скоро появятся в продаже" />
      )}
      <div className="two-columns section">
        <section aria-labelledby="cert-how">
          <h2 id="cert-how">Как купить</h2>
          <ol className="steps">
            {page.howToBuy.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="cert-rules">
          <h2 id="cert-rules">Правила</h2>
          <ul className="bullets">
            {page.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
      </div>
      <CallbackPanel
        id="cert-callback"
        title="Заказать сертификаты"
        lead="Оставьте телефон — расскажем о номиналах и доставке для компаний."
        form={callbackForm}
      />
    </div>
  );
}

// Gift certificates: the nominals, how to buy, the rules, and a callback form to order.
import type { CertificatesPage } from '@kino/api/types';
import { ContentImage } from '#src/components/content-image.tsx';
import { EmptyState } from '#src/components/empty-state.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { CallbackForm, type CallbackFormProps } from '#src/forms/callback-form.tsx';
import { CallbackLink } from '#src/forms/callback-link.tsx';
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
            <li key={c.id}>
              <article className="card certificate-card">
                <div className="card-media">
                  <ContentImage image={c.image} eager={i < 3} />
                </div>
                <div className="card-body">
                  <p className="certificate-nominal">{formatMoney(c.nominal)}</p>
                  <h2 className="card-title">{c.title}</h2>
                  <p className="card-text">{c.description}</p>
                  <p className="card-note">
                    Действует {c.validityDays} {plural(c.validityDays, 'день', 'дня', 'дней')}
                  </p>
                  <p className="card-order">
                    <CallbackLink topic="certificates" className="button button-primary button-small">
                      Заказать<span className="visually-hidden"> сертификат «{c.title}»</span>
                    </CallbackLink>
                  </p>
                </div>
              </article>
            </li>
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
      <section className="panel section" id="callback" aria-labelledby="cert-callback">
        <h2 id="cert-callback">Заказать сертификаты</h2>
        <p className="panel-lead">Оставьте телефон — расскажем о номиналах и доставке для компаний.</p>
        <CallbackForm {...callbackForm} />
      </section>
    </div>
  );
}

// Contacts: address with a map link (no third-party script), phones, hours, departments, directions and the callback form.
import { formatPhone } from '@kino/api/phone';
import type { ContactsPage, Info } from '@kino/api/types';
import { ClockIcon, PhoneIcon, PinIcon } from '#src/components/icons.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { CallbackForm, type CallbackFormProps } from '#src/forms/callback-form.tsx';

export interface ContactsScreenProps {
  page: ContactsPage;
  info: Info;
  callbackForm: CallbackFormProps;
}

export function ContactsScreen({ page, info, callbackForm }: ContactsScreenProps) {
  return (
    <div className="container page">
      <PageHeader title={page.title} lead={page.intro} />
      <div className="contacts-grid">
        <section className="panel" aria-labelledby="contacts-address">
          <h2 id="contacts-address">
            <PinIcon /> Адрес
          </h2>
          <address>
            {info.cinemaName}
            <br />
            {page.address.street}, {page.address.town}
            <br />
            {page.address.postalCode}, {page.address.region}
          </address>
          <a className="button" href={page.mapUrl} rel="noopener">
            Открыть на карте
          </a>
          {page.directions.length > 0 ? (
            <>
              <h3>Как добраться</h3>
              <ul className="bullets">
                {page.directions.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <section className="panel" aria-labelledby="contacts-phones">
          <h2 id="contacts-phones">
            <PhoneIcon /> Телефоны
          </h2>
          <ul className="contact-list">
            {page.phones.map((p) => (
              <li key={p.number}>
                <a href={`tel:${p.number}`} className="contact-phone">
                  {formatPhone(p.number)}
                </a>
                <span className="contact-label">{p.label}</span>
              </li>
            ))}
            <li>
              <a href={`mailto:${page.email}`}>{page.email}</a>
              <span className="contact-label">Электронная почта</span>
            </li>
          </ul>
        </section>
        <section className="panel" aria-labelledby="contacts-hours">
          <h2 id="contacts-hours">
            <ClockIcon /> Режим работы
          </h2>
          <dl className="hours">
            {page.workingHours.map((h) => (
              <div key={h.days}>
                <dt>{h.days}</dt>
                <dd>
                  {h.open}–{h.close}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      {page.departments.length > 0 ? (
        <section className="section" aria-labelledby="contacts-departments">
          <h2 id="contacts-departments">Отделы</h2>
          <ul className="departments">
            {page.departments.map((d) => (
              <li key={d.title}>
                <h3>{d.title}</h3>
                {d.phone ? <a href={`tel:${d.phone}`}>{formatPhone(d.phone)}</a> : null}
                {d.email ? <a href={`mailto:${d.email}`}>{d.email}</a> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="panel section" id="callback" aria-labelledby="contacts-callback">
        <h2 id="contacts-callback">Перезвоните мне</h2>
        <p className="panel-lead">Оставьте номер — администратор перезвонит в удобное время.</p>
        <CallbackForm {...callbackForm} />
      </section>
    </div>
  );
}

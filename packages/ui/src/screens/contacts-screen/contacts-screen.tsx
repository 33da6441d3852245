// Contacts: address with an embedded OpenStreetMap (a frame of openstreetmap.org, no script on our page), phones,
// hours with whether the cinema is open now, departments, directions and the callback form.
import { formatPhone } from '@kino/api/phone';
import type { Address, ContactsPage, Info } from '@kino/api/types';
import { ClockIcon, PhoneIcon, PinIcon } from '#src/components/icons.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { PhoneItems } from '#src/components/phone-items.tsx';
import type { CallbackFormProps } from '#src/forms/callback-form.tsx';
import { CallbackPanel } from '#src/forms/callback-panel.tsx';
import { openingStatus, openingStatusText } from '#src/lib/opening-hours.ts';

export interface ContactsScreenProps {
  page: ContactsPage;
  info: Info;
  callbackForm: CallbackFormProps;
  /** The current moment, ISO 8601: whether the cinema is open now. */
  now: string;
  /** Where the map frame loads from instead of OpenStreetMap (stories and tests stay offline). */
  mapSrc?: string;
}

/** The origin the map frame comes from; the site's CSP allows exactly this one in frame-src. */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

/** OpenStreetMap's own embed of the address: a few streets around it with a marker. */
export function mapEmbedUrl({ lat, lng }: Pick<Address, 'lat' | 'lng'>): string {
  const dLat = 0.0035;
  const dLng = 0.0075;
  const bbox = [lng - dLng, lat - dLat, lng + dLng, lat + dLat].map((n) => n.toFixed(5)).join(',');
  return `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(5)},${lng.toFixed(5)}`;
}

export function ContactsScreen({ page, info, callbackForm, now, mapSrc }: ContactsScreenProps) {
  const status = openingStatus(page.workingHours, now);
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
          <div className="contacts-map">
            <iframe
              src={mapSrc ?? mapEmbedUrl(page.address)}
              title={`Карта: ${info.cinemaName}, ${page.address.street}`}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-popups"
            />
          </div>
          <a className="button" href={page.mapUrl} rel="noopener">
            Открыть карту крупнее
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
            <PhoneItems phones={page.phones} />
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
          <p className={`open-status${status.open ? ' is-open' : ''}`}>{openingStatusText(status)}</p>
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
      <CallbackPanel
        id="contacts-callback"
        title="Перезвоните мне"
        lead="Оставьте номер — администратор перезвонит в удобное время."
        form={callbackForm}
      />
    </div>
  );
}

// The town's accessibility statement (route `dostupnost`, issue 35): what each hall offers, the special screenings
// with links to the schedule's filters, how to ask for help, and the statement. The words are fixed here; the facts
// come from the halls, the week's sessions and the town's phones (docs/decisions/141).
import { formatDateTime } from '@kino/api/cinema-time';
import { PAGE_QUERY } from '@kino/api/routes';
import type { Hall, Info } from '@kino/api/types';
import type { AccessScreening } from '@kino/api/views';
import { HallAccessList } from '#src/components/hall-access.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { PhoneItems } from '#src/components/phone-items.tsx';
import { FEATURE_TEXT, FeatureIcon } from '#src/components/session-features.tsx';
import { CallbackLink } from '#src/forms/callback-link.tsx';
import { plural, sessionsCount } from '#src/lib/format.ts';
import { AppLink } from '#src/links/links.tsx';

export interface AccessibilityScreenProps {
  info: Info;
  halls: Hall[];
  /** The week's special screenings still to come (accessScreenings of @kino/api/views). */
  screenings: AccessScreening[];
}

export function AccessibilityScreen({ info, halls, screenings }: AccessibilityScreenProps) {
  const offered = new Set(info.filters.features);
  return (
    <div className="container page access-page">
      <PageHeader
        title="Доступность"
        lead={`Мы хотим, чтобы ${info.cinemaLocative} было удобно каждому зрителю. Здесь — что есть в каждом зале, какие сеансы идут с субтитрами и тифлокомментарием и как попросить о помощи.`}
      />
      <section className="section" aria-labelledby="access-halls">
        <h2 id="access-halls">Залы</h2>
        <ul className="access-halls">
          {halls.map((hall) => (
            <li key={hall.slug} className="panel">
              <h3>
                <AppLink to={{ name: 'hall-hall', params: { hall: hall.slug } }}>{hall.name}</AppLink>
              </h3>
              <p className="panel-lead">
                {hall.seats} {plural(hall.seats, 'место', 'места', 'мест')}
              </p>
              <HallAccessList hall={hall} label={`Доступная среда: ${hall.name}`} />
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="access-sessions">
        <h2 id="access-sessions">Особые сеансы</h2>
        <ul className="access-sessions">
          {screenings.map(({ feature, count, next }) => {
            const text = FEATURE_TEXT[feature];
            return (
              <li key={feature} className="panel">
                <h3>
                  <FeatureIcon feature={feature} /> {text.filter}
                </h3>
                <p>{text.hint}.</p>
                {count > 0 && next ? (
                  <p>
                    На этой неделе — {sessionsCount(count)}. Ближайший:{' '}
                    <AppLink to={{ name: 'afisha-film', params: { film: next.slug } }}>«{next.film}»</AppLink>
                    , {formatDateTime(next.startsAt)}.
                  </p>
                ) : (
                  <p className="panel-lead">На этой неделе таких сеансов нет — загляните в афишу позже.</p>
                )}
                {count > 0 && offered.has(feature) ? (
                  <AppLink
                    to={{ name: 'afisha', query: { [PAGE_QUERY.feature]: feature } }}
                    className="button access-filter-link"
                  >
                    {`Афиша: ${text.filter.toLowerCase()}`}
                  </AppLink>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      <div className="two-columns section">
        <section aria-labelledby="access-help">
          <h2 id="access-help">Как попросить о помощи</h2>
          <p>
            Позвоните нам до сеанса — встретим у входа, проводим к месту для коляски или с индукционной
            петлёй, выдадим наушники для тифлокомментария и поможем купить билет.
          </p>
          <ul className="contact-list">
            <PhoneItems phones={info.phones} />
          </ul>
          <p>
            Не можете позвонить? <CallbackLink topic="tickets">Оставьте номер — мы перезвоним</CallbackLink>{' '}
            или напишите на <a href={`mailto:${info.email}`}>{info.email}</a>.
          </p>
        </section>
        <section aria-labelledby="access-statement">
          <h2 id="access-statement">Заявление о доступности</h2>
          <p>
            Сайт кинотеатра сделан по рекомендациям WCAG 2.2 уровня AA: им можно пользоваться с клавиатуры и
            программой экранного доступа, текст увеличивается вдвое без прокрутки вбок, значки всегда
            подписаны словами. Сведения о залах и сеансах на этой странице берутся из тех же данных, что и
            афиша, и меняются вместе с ней.
          </p>
          <p>
            Если что-то на сайте или в кинотеатре мешает вам, скажите нам по телефону или через форму
            обратного звонка — мы ответим и постараемся исправить.
          </p>
        </section>
      </div>
    </div>
  );
}

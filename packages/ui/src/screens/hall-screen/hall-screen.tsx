// A hall: photos, seats, screen, sound, formats, today's sessions, features, visitor rules and the other halls.
import type { Hall, HallPage } from '@kino/api/types';
import type { FilmCardView } from '@kino/api/views';
import { ContentImage } from '#src/components/content-image.tsx';
import { STARTED_PARAM } from '#src/components/fold.tsx';
import { HallAccessList } from '#src/components/hall-access.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { UpcomingSessions } from '#src/components/upcoming-sessions.tsx';
import { plural } from '#src/lib/format.ts';
import { AppLink } from '#src/links/links.tsx';

export interface HallScreenProps {
  hall: Hall;
  page: HallPage;
  halls: Hall[];
  /** Today's films in this hall, each with its sessions here. */
  films: FilmCardView[];
  /** The current moment, ISO 8601. */
  now: string;
  /** The page was asked with today's sessions already started shown (`?started=1`, the fold's no-JS link). */
  showStarted?: boolean;
}

const metres = (n: number) => `${String(n).replace('.', ',')} м`;
/** "Перфорированный, серебряный" → "перфорированный, серебряный", but "IMAX, изогнутый" keeps its brand. */
const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

export function HallScreen({ hall, page, halls, films, now, showStarted = false }: HallScreenProps) {
  const others = halls.filter((h) => h.slug !== hall.slug);
  const [cover, ...rest] = hall.photos;
  return (
    <div className="container page">
      <PageHeader
        title={hall.name}
        crumbs={[{ label: 'Кинотеатр', to: { name: 'cinema' } }]}
        lead={hall.description}
      />
      <div className={rest.length === 0 && cover ? 'hall-overview has-single-photo' : 'hall-overview'}>
        {cover ? (
          <div className="gallery">
            <ContentImage image={cover} eager className="gallery-main" />
            {rest.map((p) => (
              <ContentImage key={p.url} image={p} />
            ))}
          </div>
        ) : null}
        <ul className="facts-row">
          <li>
            <span className="fact-value">{hall.seats}</span>
            <span className="fact-label">{plural(hall.seats, 'место', 'места', 'мест')}</span>
          </li>
          <li>
            <span className="fact-value">
              {metres(hall.screen.widthM)} × {metres(hall.screen.heightM)}
            </span>
            <span className="fact-label">экран</span>
          </li>
          <li>
            <span className="fact-value">{hall.sound}</span>
            <span className="fact-label">звук</span>
          </li>
          <li>
            <span className="fact-value">{hall.formats.join(' · ')}</span>
            <span className="fact-label">форматы</span>
          </li>
        </ul>
      </div>
      <div className="section">
        <UpcomingSessions
          id="hall-sessions"
          title="Сегодня в зале"
          films={films}
          now={now}
          hideHall
          showStarted={showStarted}
          startedLink={{ name: 'hall-hall', params: { hall: hall.slug }, query: { [STARTED_PARAM]: '1' } }}
          action={
            <AppLink to={{ name: 'afisha' }} className="text-link">
              Вся афиша →
            </AppLink>
          }
          empty={<p className="upcoming-empty">Сегодня в этом зале сеансов больше нет.</p>}
        />
      </div>
      <div className="two-columns section">
        <section aria-labelledby="hall-features">
          <h2 id="hall-features">Особенности зала</h2>
          <ul className="bullets">
            <li>Экран: {lowerFirst(hall.screen.type)}</li>
            {hall.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <h3 id="hall-access">Доступная среда</h3>
          <HallAccessList hall={hall} />
          <p>
            <AppLink to={{ name: 'dostupnost' }} className="text-link">
              Доступность кинотеатра →
            </AppLink>
          </p>
        </section>
        <section aria-labelledby="hall-rules">
          <h2 id="hall-rules">Правила посещения</h2>
          {/* The hall list's intro («Выберите зал…») belongs to the list, not to the rules of one hall. */}
          <p>Чтобы сеанс был приятным для всех, просим соблюдать несколько простых правил.</p>
          <ul className="bullets">
            {page.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </section>
      </div>
      {others.length > 0 ? (
        <nav className="section" aria-labelledby="hall-others">
          <h2 id="hall-others">Другие залы</h2>
          <ul className="chip-list">
            {others.map((h) => (
              <li key={h.slug}>
                <AppLink to={{ name: 'hall-hall', params: { hall: h.slug } }} className="chip">
                  {h.name} · {h.seats} {plural(h.seats, 'место', 'места', 'мест')}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

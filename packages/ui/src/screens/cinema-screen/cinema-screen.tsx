// About the cinema: lead, facts, history and links to the halls with their access features.
import type { AboutPage, Hall } from '@kino/api/types';
import { CardTitle } from '#src/components/card-title.tsx';
import { ContentImage } from '#src/components/content-image.tsx';
import { HallAccessList } from '#src/components/hall-access.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { RichContent } from '#src/components/rich-content.tsx';
import { plural } from '#src/lib/format.ts';

export interface CinemaScreenProps {
  page: AboutPage;
  halls: Hall[];
}

export function CinemaScreen({ page, halls }: CinemaScreenProps) {
  return (
    <div className="container page">
      <PageHeader title={page.title} lead={page.lead} />
      <ContentImage image={page.image} eager className="wide-image" />
      {page.facts.length > 0 ? (
        <ul className="facts-row">
          {page.facts.map((f) => (
            <li key={f.label}>
              <span className="fact-value">{f.value}</span>
              <span className="fact-label">{f.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <RichContent blocks={page.content} className="narrow" />
      {halls.length > 0 ? (
        <section className="section" aria-labelledby="cinema-halls">
          <h2 id="cinema-halls">Залы</h2>
          <ul className="card-grid">
            {halls.map((hall) => (
              <li key={hall.id}>
                <article className="card">
                  {hall.photos[0] ? (
                    <div className="card-media">
                      <ContentImage image={hall.photos[0]} alt="" />
                    </div>
                  ) : null}
                  <div className="card-body">
                    <CardTitle
                      level={3}
                      className="card-title"
                      to={{ name: 'hall-hall', params: { hall: hall.slug } }}
                    >
                      {hall.name}
                    </CardTitle>
                    <p className="card-kicker">
                      {hall.seats} {plural(hall.seats, 'место', 'места', 'мест')} · {hall.formats.join(', ')}
                    </p>
                    <HallAccessList hall={hall} compact label={`Доступная среда: ${hall.name}`} />
                    <p className="card-text">{hall.description}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

// Jobs at the cinema: why work here, and the open vacancies.
import { formatPhone } from '@kino/api/phone';
import type { VacancyListPage, VacancyPage } from '@kino/api/types';
import { CardTitle } from '#src/components/card-title.tsx';
import { EmptyState } from '#src/components/empty-state.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { Pagination } from '#src/components/pagination.tsx';
import { EMPLOYMENT_LABELS, formatSalary } from '#src/lib/format.ts';

export interface VacanciesScreenProps {
  page: VacancyPage;
  vacancies: VacancyListPage;
}

export function VacanciesScreen({ page, vacancies }: VacanciesScreenProps) {
  return (
    <div className="container page">
      <PageHeader title={page.title} lead={page.intro} />
      {page.benefits.length > 0 ? (
        <ul className="benefits">
          {page.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : null}
      <section className="section" aria-labelledby="vacancies-open">
        <h2 id="vacancies-open">Открытые вакансии</h2>
        {vacancies.items.length > 0 ? (
          <ul className="vacancy-list">
            {vacancies.items.map((v) => (
              <li key={v.id} className="vacancy-item">
                <CardTitle
                  level={3}
                  className="vacancy-title"
                  to={{ name: 'vacancies-vacancy', params: { vacancy: v.slug } }}
                >
                  {v.title}
                </CardTitle>
                <p className="vacancy-salary">{formatSalary(v.salary) ?? 'Зарплата по договорённости'}</p>
                <p className="vacancy-meta">
                  {v.department} · {EMPLOYMENT_LABELS[v.employment]} · {v.schedule}
                </p>
                <p className="vacancy-summary">{v.summary}</p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="Сейчас открытых вакансий нет">
            <p>Пришлите резюме на {page.contactEmail} — мы свяжемся, когда появится место.</p>
          </EmptyState>
        )}
        <Pagination meta={vacancies.meta} to={{ name: 'vacancies' }} />
      </section>
      <p className="contact-note">
        Вопросы о работе: <a href={`mailto:${page.contactEmail}`}>{page.contactEmail}</a>,{' '}
        <a href={`tel:${page.contactPhone}`}>{formatPhone(page.contactPhone)}</a>
      </p>
    </div>
  );
}

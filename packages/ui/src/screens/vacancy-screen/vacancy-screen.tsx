// One vacancy: duties, requirements, conditions and the application form.
import { FORM_ANCHORS } from '@kino/api/forms';
import type { Vacancy } from '@kino/api/types';
import { PageHeader } from '#src/components/page-header.tsx';
import { VacancyForm, type VacancyFormProps } from '#src/forms/vacancy-form.tsx';
import { EMPLOYMENT_LABELS, formatSalary } from '#src/lib/format.ts';

export interface VacancyScreenProps {
  vacancy: Vacancy;
  form: VacancyFormProps;
}

function Block({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="bullets">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function VacancyScreen({ vacancy, form }: VacancyScreenProps) {
  return (
    <div className="container page with-aside">
      <div>
        <PageHeader title={vacancy.title} crumbs={[{ label: 'Вакансии', to: { name: 'vacancies' } }]}>
          <p className="vacancy-salary is-large">
            {formatSalary(vacancy.salary) ?? 'Зарплата по договорённости'}
          </p>
          <ul className="tag-list">
            <li>{vacancy.department}</li>
            <li>{EMPLOYMENT_LABELS[vacancy.employment]}</li>
            <li>{vacancy.schedule}</li>
          </ul>
        </PageHeader>
        <p className="article-lead">{vacancy.summary}</p>
        <div className="vacancy-blocks">
          <Block id="vacancy-duties" title="Обязанности" items={vacancy.duties} />
          <Block id="vacancy-requirements" title="Требования" items={vacancy.requirements} />
          <Block id="vacancy-conditions" title="Условия" items={vacancy.conditions} />
        </div>
      </div>
      <section className="panel aside-form" id={FORM_ANCHORS.vacancy} aria-labelledby="vacancy-apply">
        <h2 id="vacancy-apply">Откликнуться</h2>
        <p className="panel-lead">Заполните форму — мы перезвоним в течение двух рабочих дней.</p>
        <VacancyForm {...form} />
      </section>
    </div>
  );
}

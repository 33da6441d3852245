import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vacancyList, vacancyPage } from '#src/fixtures/content.ts';
import { VacanciesScreen } from './vacancies-screen.tsx';

describe('VacanciesScreen', () => {
  it('shows salaries in Russian style, or says when there are no vacancies', () => {
    const { rerender } = render(<VacanciesScreen page={vacancyPage} vacancies={vacancyList} />);
    expect(screen.getByText('от 1 600 BYN')).toBeTruthy();
    rerender(
      <VacanciesScreen
        page={vacancyPage}
        vacancies={{ items: [], meta: { page: 1, perPage: 20, total: 0, totalPages: 0 } }}
      />,
    );
    expect(screen.getByText('Сейчас открытых вакансий нет')).toBeTruthy();
  });
});

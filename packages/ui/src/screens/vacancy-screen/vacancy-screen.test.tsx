import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vacancy } from '#src/fixtures/content.ts';
import { VacancyScreen } from './vacancy-screen.tsx';

describe('VacancyScreen', () => {
  it('shows duties, requirements and conditions beside the application form', () => {
    render(
      <VacancyScreen
        vacancy={vacancy}
        form={{
          state: { status: 'success' },
          vacancy: vacancy.slug,
        }}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Обязанности',
      'Требования',
      'Условия',
      'Откликнуться',
    ]);
    expect(screen.getByRole('status').textContent).toContain('Отклик отправлен');
  });
});

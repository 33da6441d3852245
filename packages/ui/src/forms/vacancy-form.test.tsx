import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VacancyForm } from './vacancy-form.tsx';

describe('VacancyForm', () => {
  it('is a multipart post with the vacancy and a CV input', () => {
    render(<VacancyForm state={{ status: 'idle' }} vacancy="kassir" />);
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.enctype).toBe('multipart/form-data');
    const data = new FormData(form);
    expect(data.get('vacancy')).toBe('kassir');
    expect(form.querySelector('input[type="file"][name="cv"]')).not.toBeNull();
  });

  it('keeps the values a failed submission came back with and shows the server’s messages', () => {
    render(
      <VacancyForm
        state={{
          status: 'error',
          message: 'Не удалось отправить',
          values: { name: 'Анна', email: 'anna@example.by', message: 'Привет' },
          errors: { email: 'Проверьте адрес электронной почты.' },
        }}
        vacancy="kassir"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Не удалось отправить');
    const email = screen.getByLabelText(/^Электронная почта/) as HTMLInputElement;
    expect(email.value).toBe('anna@example.by');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^О себе/) as HTMLTextAreaElement).value).toBe('Привет');
  });

  it("moves the focus to the server's answer: the first field it names, or else the form's message", () => {
    const sending = { status: 'submitting' as const, values: { name: 'Анна' } };
    const { rerender } = render(<VacancyForm state={sending} vacancy="kassir" />);
    rerender(
      <VacancyForm
        state={{ status: 'error', message: 'Слишком много заявок подряд.', values: { name: 'Анна' } }}
        vacancy="kassir"
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    rerender(<VacancyForm state={sending} vacancy="kassir" />);
    rerender(
      <VacancyForm
        state={{ status: 'error', message: 'Проверьте поля формы.', errors: { email: 'Проверьте адрес.' } }}
        vacancy="kassir"
      />,
    );
    expect(document.activeElement).toBe(screen.getByLabelText(/^Электронная почта/));
  });

  it("shows a refusal of the vacancy itself (closed meanwhile) as the form's message", () => {
    render(
      <VacancyForm
        state={{
          status: 'error',
          message: 'Проверьте поля формы.',
          errors: { vacancy: 'Этой вакансии больше нет.' },
        }}
        vacancy="kassir"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Этой вакансии больше нет.');
  });

  it('opens the personal-data policy in a new tab, so nothing typed is lost', () => {
    render(<VacancyForm state={{ status: 'idle' }} vacancy="kassir" />);
    const policy = screen.getByRole('link', { name: /Политика обработки персональных данных/ });
    expect(policy.getAttribute('target')).toBe('_blank');
    expect(policy.textContent).toContain('откроется в новой вкладке');
  });
});

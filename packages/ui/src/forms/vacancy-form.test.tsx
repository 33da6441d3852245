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
});

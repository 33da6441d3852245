import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VacancyForm } from './vacancy-form.tsx';

const consentLink = { name: 'documents-documents' as const, params: { documents: 'personal-data' } };

describe('VacancyForm', () => {
  it('is a multipart post with the vacancy, the intent and a CV input', () => {
    render(
      <VacancyForm
        action={{ name: 'vacancies-vacancy', params: { vacancy: 'kassir' } }}
        state={{ status: 'idle' }}
        vacancy="kassir"
        consentLink={consentLink}
      />,
    );
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/vacancies/kassir/');
    expect(form.enctype).toBe('multipart/form-data');
    const data = new FormData(form);
    expect(data.get('vacancy')).toBe('kassir');
    expect(data.get('intent')).toBe('vacancy');
    expect(form.querySelector('input[type="file"][name="cv"]')).not.toBeNull();
  });

  it('keeps the values a failed submission came back with and shows the server’s messages', () => {
    render(
      <VacancyForm
        action={{ name: 'vacancies-vacancy', params: { vacancy: 'kassir' } }}
        state={{
          status: 'error',
          message: 'Не удалось отправить',
          values: { name: 'Анна', email: 'anna@example.by', message: 'Привет' },
          errors: { email: 'Проверьте адрес электронной почты.' },
        }}
        vacancy="kassir"
        consentLink={consentLink}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Не удалось отправить');
    const email = screen.getByLabelText(/^Электронная почта/) as HTMLInputElement;
    expect(email.value).toBe('anna@example.by');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^О себе/) as HTMLTextAreaElement).value).toBe('Привет');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { type AppFormProps, LinksProvider } from '#src/links/links.tsx';
import { CallbackForm } from './callback-form.tsx';
import { formatPhoneTyping } from './fields.tsx';

/** What the form would have sent, instead of navigating. */
let sent: FormData[] = [];

let sentAs: string | undefined;

function CapturingForm({ formKey: _k, form, onSubmit, ...rest }: AppFormProps) {
  sentAs = form;
  return (
    <form
      {...rest}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (!event.defaultPrevented) sent.push(new FormData(event.currentTarget));
        event.preventDefault();
      }}
    />
  );
}

function renderCapturing() {
  sent = [];
  return render(
    <LinksProvider value={{ town: 'rechitsa', Form: CapturingForm }}>
      <CallbackForm state={{ status: 'idle' }} />
    </LinksProvider>,
  );
}

describe('CallbackForm', () => {
  it('is the callback form and posts the contract’s field names', async () => {
    renderCapturing();
    const form = screen.getByRole('form');
    expect(sentAs).toBe('callback');
    expect(form.getAttribute('method')).toBe('post');
    await userEvent.type(screen.getByLabelText(/^Имя/), 'Анна');
    await userEvent.type(screen.getByLabelText(/^Телефон/), '+375291234567');
    await userEvent.selectOptions(screen.getByLabelText(/^Когда перезвонить/), 'evening');
    await userEvent.click(screen.getByLabelText(/^Я согласен/));
    await userEvent.click(screen.getByRole('button', { name: 'Перезвоните мне' }));
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!)).toEqual({
      name: 'Анна',
      phone: '+375 (29) 123-45-67',
      preferredTime: 'evening',
      topic: '',
      comment: '',
      consent: 'true',
      website: '',
    });
  });

  it('blocks an invalid submission, says why next to each field and keeps the input', async () => {
    renderCapturing();
    await userEvent.type(screen.getByLabelText(/^Телефон/), '8029');
    await userEvent.click(screen.getByRole('button', { name: 'Перезвоните мне' }));
    expect(sent).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Имя/));
    expect(screen.getByText('Укажите имя.')).toBeTruthy();
    expect(screen.getByText('Укажите белорусский номер, например +375 29 123-45-67.')).toBeTruthy();
    expect((screen.getByLabelText(/^Телефон/) as HTMLInputElement).value).toBe('8029');
  });

  it('formats Belarusian numbers as they are typed', () => {
    expect(formatPhoneTyping('+37529')).toBe('+375 (29)');
    expect(formatPhoneTyping('+375291234567')).toBe('+375 (29) 123-45-67');
    expect(formatPhoneTyping('80291234567')).toBe('80291234567');
    // Landlines: grouped by their real area code once complete, left as typed until then.
    expect(formatPhoneTyping('+375232')).toBe('+375232');
    expect(formatPhoneTyping('+375232501010')).toBe('+375 (232) 50-10-10');
    expect(formatPhoneTyping('+375234021515')).toBe('+375 (2340) 2-15-15');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SignInScreen } from './sign-in-screen.tsx';

describe('SignInScreen: where the focus is', () => {
  it('a wrong password sent by Enter on «Войти»: on the message, never lost to the page', async () => {
    const onSubmit = vi.fn();
    const view = render(<SignInScreen onSubmit={onSubmit} initialEmail="admin@kino.example" />);
    await userEvent.type(screen.getByLabelText(/Пароль/), 'wrong-password');
    screen.getByRole('button', { name: 'Войти' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    view.rerender(<SignInScreen onSubmit={onSubmit} submitting initialEmail="admin@kino.example" />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Входим…' }));
    view.rerender(
      <SignInScreen
        onSubmit={onSubmit}
        errors={{ '': 'Неверная электронная почта или пароль.' }}
        initialEmail="admin@kino.example"
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('after «Выйти» (or an ended session): on the notice that says so', () => {
    render(<SignInScreen onSubmit={() => undefined} notice="Вы вышли из рабочего места." />);
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });
});

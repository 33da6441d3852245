import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { infoMain } from '#src/fixtures/info.ts';
import { SiteLayout } from './site-layout.tsx';

const props = {
  info: infoMain,
  townSwitch: { to: { name: 'index' as const, town: 'rechitsa' as const }, label: 'Речица' },
  callbackForm: {
    state: { status: 'idle' as const },
  },
  children: <h1>Страница</h1>,
};

describe('SiteLayout', () => {
  it('works without JS: the callback button is a link asking for the dialog, the menu a <details>, closing a link', () => {
    const html = renderToString(<SiteLayout {...props} />);
    // The dialog is not sent with every page: the link reloads the page asking for it.
    expect(html).toContain('href="?callback=1#callback-dialog"');
    expect(html).not.toContain('<dialog');
    expect(html).toContain('<details class="mobile-menu">');
    expect(html).toContain('href="tel:+375232501010"');
    expect(html).toContain('<main id="main"');
    // The page asked for it: the dialog is there, shown by :target, closed by a link away from it.
    const asked = renderToString(<SiteLayout {...props} callbackAsked />);
    expect(asked).toContain('<dialog id="callback-dialog"');
    expect(asked).toMatch(/<a href="#main" class="icon-button" aria-label="Закрыть">/);
  });

  it('opens the callback dialog modally, closes it with Escape and with its close button', async () => {
    await page.viewport(1280, 800);
    render(<SiteLayout {...props} />);
    await userEvent.click(screen.getByRole('link', { name: 'Перезвоните мне' }));
    const dialog = document.getElementById('callback-dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.matches(':modal')).toBe(true);
    // The dialog is made when first opened: its close control is already the button, and it has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрыть' }));
    await userEvent.keyboard('{Escape}');
    expect(dialog.open).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Перезвоните мне' }));
    const close = screen.getByRole('button', { name: 'Закрыть' });
    expect(close.tagName).toBe('BUTTON');
    await userEvent.click(close);
    expect(dialog.open).toBe(false);
  });

  it('does not render the frame again once the page has hydrated (only the dialog’s close control switches)', async () => {
    const commits: string[] = [];
    render(
      <Profiler id="frame" onRender={(_id, phase) => commits.push(phase)}>
        <SiteLayout {...props} />
      </Profiler>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(commits).toEqual(['mount']);
  });

  it('closes the mobile menu when the page changes', async () => {
    await page.viewport(360, 780);
    const { rerender } = render(<SiteLayout {...props} locationKey="a" />);
    const details = document.querySelector('details.mobile-menu') as HTMLDetailsElement;
    await userEvent.click(details.querySelector('summary')!);
    expect(details.open).toBe(true);
    rerender(<SiteLayout {...props} locationKey="b" />);
    expect(details.open).toBe(false);
  });
});

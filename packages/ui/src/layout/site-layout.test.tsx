import { render, screen } from '@testing-library/react';
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
  it('works without JS: the callback button is a link to the dialog, the menu a <details>', () => {
    const html = renderToString(<SiteLayout {...props} />);
    expect(html).toContain('href="#callback-dialog"');
    expect(html).toContain('<details class="mobile-menu">');
    expect(html).toContain('href="tel:+375232555000"');
    expect(html).toContain('<main id="main"');
  });

  it('opens the callback dialog modally and closes it with Escape', async () => {
    await page.viewport(1280, 800);
    render(<SiteLayout {...props} />);
    await userEvent.click(screen.getByRole('link', { name: 'Перезвоните мне' }));
    const dialog = document.getElementById('callback-dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.matches(':modal')).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(dialog.open).toBe(false);
  });
});

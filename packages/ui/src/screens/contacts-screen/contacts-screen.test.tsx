import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactsPage } from '#src/fixtures/content.ts';
import { infoMain } from '#src/fixtures/info.ts';
import { ContactsScreen } from './contacts-screen.tsx';

describe('ContactsScreen', () => {
  it('links the map instead of embedding it and has the #callback form', () => {
    const { container } = render(
      <ContactsScreen
        page={contactsPage}
        info={infoMain}
        callbackForm={{
          state: { status: 'idle' },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Открыть на карте' }).getAttribute('href')).toBe(
      contactsPage.mapUrl,
    );
    expect(container.querySelector('script, iframe')).toBeNull();
    expect(document.getElementById('callback')?.querySelector('form')).not.toBeNull();
    expect(screen.getByRole('link', { name: '+375 (23) 255-50-01' }).getAttribute('href')).toBe(
      'tel:+375232555001',
    );
  });
});

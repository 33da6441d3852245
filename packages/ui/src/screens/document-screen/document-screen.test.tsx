import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personalDataDocument } from '#src/fixtures/content.ts';
import { DocumentScreen } from './document-screen.tsx';

describe('DocumentScreen', () => {
  it('offers the file with its type and size', () => {
    render(<DocumentScreen document={personalDataDocument} />);
    expect(screen.getByRole('link', { name: /Скачать PDF, 242\sКБ/ }).hasAttribute('download')).toBe(true);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentPage } from '#src/fixtures/content.ts';
import { DocumentsScreen } from './documents-screen.tsx';

describe('DocumentsScreen', () => {
  it('lists documents with their update date', () => {
    render(<DocumentsScreen documents={documentPage} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(documentPage.items.length);
    expect(screen.getByText('25 июля 2026').getAttribute('datetime')).toBe(documentPage.items[0]!.updatedAt);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsArticle, newsItems } from '#src/fixtures/content.ts';
import { NewsArticleScreen } from './news-article-screen.tsx';

describe('NewsArticleScreen', () => {
  it('renders rich content blocks as elements, never raw HTML', () => {
    const article = { ...newsArticle, content: [{ type: 'paragraph' as const, text: '<b>не разметка</b>' }] };
    render(<NewsArticleScreen article={article} latest={newsItems} />);
    expect(screen.getByText('<b>не разметка</b>').tagName).toBe('P');
    expect(document.querySelector('.prose b')).toBeNull();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});

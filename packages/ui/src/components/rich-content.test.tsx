import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText, RichContent } from './rich-content.tsx';

describe('LinkedText', () => {
  it('puts links over their ranges and keeps the text around them', () => {
    const { container } = render(
      <p>
        <LinkedText
          text="Пишите нам или звоните"
          links={[
            { from: 0, to: 10, href: 'mailto:a@b.example' },
            { from: 15, to: 22, href: 'tel:+375' },
          ]}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p><a class="prose-link" href="mailto:a@b.example">Пишите нам</a> или <a class="prose-link" href="tel:+375">звоните</a></p>',
    );
  });

  it('marks only other sites with rel="noopener"', () => {
    const { getAllByRole } = render(
      <p>
        <LinkedText
          text="сайт и афиша"
          links={[
            { from: 0, to: 4, href: 'https://example.org/' },
            { from: 7, to: 12, href: '/rechitsa/afisha/' },
          ]}
        />
      </p>,
    );
    const [external, own] = getAllByRole('link');
    expect(external?.getAttribute('rel')).toBe('noopener');
    expect(own?.getAttribute('rel')).toBeNull();
  });

  it('skips a range that does not fit instead of cutting the text', () => {
    const { container } = render(
      <p>
        <LinkedText
          text="коротко"
          links={[
            { from: 2, to: 4, href: '/a' },
            { from: 1, to: 3, href: '/overlaps' },
            { from: 5, to: 99, href: '/past-the-end' },
          ]}
        />
      </p>,
    );
    expect(container.textContent).toBe('коротко');
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });
});

describe('RichContent quotes', () => {
  it('renders a quote as a figure with its attribution, and without one when there is none', () => {
    const { container } = render(
      <RichContent
        blocks={[
          { type: 'quote', text: 'Первый абзац.\n\nВторой абзац.', cite: 'Автор' },
          { type: 'quote', text: 'Без автора', cite: null },
        ]}
      />,
    );
    const figures = container.querySelectorAll('figure.prose-quote');
    expect(figures[0]!.querySelectorAll('blockquote p')).toHaveLength(2);
    expect(figures[0]!.querySelector('figcaption cite')?.textContent).toBe('Автор');
    expect(figures[1]!.querySelector('figcaption')).toBeNull();
  });
});

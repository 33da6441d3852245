import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './content-image.tsx';

const generated = { url: '/media/posters/a.svg', width: 400, height: 600, alt: 'Постер' };
const uploaded = {
  url: '/media/uploads/b-1280.jpg',
  width: 1280,
  height: 1920,
  alt: 'Постер',
  variants: [320, 640, 1280].flatMap((w) => [
    { url: `/media/uploads/b-${w}.webp`, width: w, height: w * 1.5, type: 'image/webp' as const },
    { url: `/media/uploads/b-${w}.jpg`, width: w, height: w * 1.5, type: 'image/jpeg' as const },
  ]),
};

describe('ContentImage', () => {
  it('asks for high priority only for the page’s first image, lazy loading for the rest', () => {
    const { container } = render(
      <>
        <ContentImage image={generated} priority />
        <ContentImage image={generated} eager />
        <ContentImage image={generated} />
      </>,
    );
    const [first, second, third] = [...container.querySelectorAll('img')];
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(second?.getAttribute('fetchpriority')).toBeNull();
    expect(second?.getAttribute('loading')).toBe('eager');
    expect(third?.getAttribute('loading')).toBe('lazy');
    expect(first?.hasAttribute('srcset')).toBe(false);
  });

  it('leaves out the layout width of a picture with one size only', () => {
    const { container } = render(<ContentImage image={generated} sizes="96px" />);
    expect(container.querySelector('img')?.hasAttribute('sizes')).toBe(false);
    expect(container.querySelector('picture')).toBeNull();
  });

  it('offers an upload’s widths, WebP first, sized by the layout', () => {
    const { container } = render(<ContentImage image={uploaded} sizes="96px" />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe(
      '/media/uploads/b-320.webp 320w, /media/uploads/b-640.webp 640w, /media/uploads/b-1280.webp 1280w',
    );
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('srcset')).toContain('/media/uploads/b-320.jpg 320w');
    expect(img?.getAttribute('sizes')).toBe('96px');
    expect(img?.getAttribute('src')).toBe('/media/uploads/b-1280.jpg');
  });
});

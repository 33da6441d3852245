// Global story settings: the kit's stylesheet, the toolbars (town, viewport 360/768/1280, reduced motion), axe failing
// the test on violations, and the sidebar's order.
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { themes } from 'storybook/theming';
import '../src/styles/global.css';
import { emulateReducedMotion } from '../src/stories/reduced-motion.ts';

/** The toolbar's «reduced motion»: the stylesheets answer as under prefers-reduced-motion: reduce. */
const withMotion: Decorator = (Story, context) => {
  const reduce = context.globals.motion === 'reduce';
  useEffect(() => {
    emulateReducedMotion(reduce, context.canvasElement?.ownerDocument ?? document);
  }, [reduce, context.canvasElement]);
  return <Story />;
};

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    backgrounds: { disable: true },
    docs: { theme: themes.dark },
    options: {
      storySort: { order: ['Tokens', 'Layout', 'Screens', 'Forms', 'Components', 'Admin'] },
    },
    a11y: {
      // Any axe violation fails the story's test (serious and critical included, and lesser ones too).
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
    viewport: {
      options: {
        mobile: { name: 'Телефон 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        tablet: { name: 'Планшет 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Десктоп 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  globalTypes: {
    town: {
      description: 'Town of the story: its fixture data, cinema name, address and links',
      toolbar: {
        title: 'Город',
        icon: 'location',
        items: [
          { value: 'main', title: 'Гомель (основной)', right: '/' },
          { value: 'rechitsa', title: 'Речица', right: '/rechitsa/' },
        ],
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Reduced motion (prefers-reduced-motion: reduce)',
      toolbar: {
        title: 'Движение',
        icon: 'transfer',
        items: [
          { value: 'full', title: 'Анимации включены' },
          { value: 'reduce', title: 'Меньше движения (reduced motion)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false }, town: 'main', motion: 'full' },
  decorators: [withMotion],
};

export default preview;

// Global story settings: the kit's stylesheet, viewports of 360 and 1280 px, axe failing the test on violations.
import type { Preview } from '@storybook/react-vite';
import '../src/styles/global.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    backgrounds: { disable: true },
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
        desktop: { name: 'Десктоп 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
  tags: ['autodocs'],
};

export default preview;

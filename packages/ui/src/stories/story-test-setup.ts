// Story tests scroll at once: the page's smooth scrolling (base.css) would leave a play function's last focus or click
// still scrolling when axe checks the story, which then finds targets half under the sticky header or bar depending on
// how far the scroll had come (the article editor's «Filled», the schedule's «Evening»: CI, 2026-12-02 and 12-03).
// An inline style on <html> outranks the stylesheet's rule; Storybook itself, for designers, keeps smooth scrolling.
import { afterEach, beforeEach } from 'vitest';

beforeEach(() => {
  document.documentElement.style.scrollBehavior = 'auto';
});

afterEach(() => {
  document.documentElement.style.removeProperty('scroll-behavior');
});

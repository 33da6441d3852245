// Spec §2: a hash in the address scrolls to its element, also on the first load (after hydration); a new page
// takes the focus.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function scrollToHash(hash: string): boolean {
  if (!hash || hash === '#') return false;
  const id = decodeURIComponent(hash.slice(1));
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView();
  return true;
}

export function HashScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    // React Router's ScrollRestoration handles navigations; this covers content that appears after hydration.
    if (hash) requestAnimationFrame(() => scrollToHash(hash));
  }, [key]);
  return null;
}

/**
 * After a client navigation to another page, the focus goes to the new page's heading (or its main), as a page load
 * would start a screen reader there: otherwise it stays on the link that was followed, and nothing says the page
 * changed. A change of the query only (a schedule's day or filter) keeps the focus where it is.
 */
export function PageFocus() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    if (target === heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

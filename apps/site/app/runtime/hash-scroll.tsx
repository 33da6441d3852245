// Spec §2: a hash in the address scrolls to its element, also on the first load (after hydration).
import { useEffect } from 'react';
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

// Tap targets of at least 24 × 24 px (WCAG 2.2, 2.5.8): what a page has below that, for a11y.spec.ts.
import type { Page } from '@playwright/test';

/**
 * Every link, button and form control of the page whose box is smaller than 24 × 24 px and not exempt, described.
 * Exempt, as 2.5.8 says: a target inline in running text (a link in a sentence) and one the browser draws at its
 * default size (a checkbox left unstyled, with its label). 2.5.8 would also let an undersized target pass with
 * enough space around it; the site does not lean on that, so neither does the test.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    const visible = (el: Element, r: DOMRect) => {
      if (r.width === 0 || r.height === 0) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      // Visually hidden until focused (a skip link), or clipped away.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
      if (r.right <= 0 || r.bottom <= 0 || r.left >= document.documentElement.scrollWidth) return false;
      return el.closest('[hidden], [inert], [aria-hidden="true"], dialog:not([open])') === null;
    };
    /** A link inside a sentence: an inline box in a block whose own text is more than the link's. */
    const inlineInText = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      const own = (el.textContent ?? '').trim().length;
      const all = (block.textContent ?? '').trim().length;
      return all > own + 1;
    };
    /**
     * What a tap hits: the element's box, or for a card's link stretched over the card by an absolutely placed
     * ::after (`.stretched-link`), the box of the card it covers.
     */
    const hitBox = (el: Element) => {
      const after = getComputedStyle(el, '::after');
      const parent = el instanceof HTMLElement ? el.offsetParent : null;
      if (after.content !== 'none' && after.position === 'absolute' && parent)
        return parent.getBoundingClientRect();
      return el.getBoundingClientRect();
    };
    const targets = [...document.querySelectorAll(selector)]
      .filter((el) => !el.closest('label') || el.tagName !== 'INPUT')
      .map((el) => ({ el, r: hitBox(el) }))
      .filter(({ el, r }) => visible(el, r));
    const small = targets.filter(
      ({ el, r }) =>
        (r.width < MIN - 0.5 || r.height < MIN - 0.5) &&
        !inlineInText(el) &&
        !(el instanceof HTMLInputElement && getComputedStyle(el).appearance !== 'none' && el.labels?.length),
    );
    return small.map(({ el, r }) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `<${el.tagName.toLowerCase()}> «${name}» ${Math.round(r.width)}×${Math.round(r.height)}`;
    });
  });
}

// The toolbar's «reduced motion»: the page's stylesheets answer as under prefers-reduced-motion: reduce, without
// touching the OS setting (a story cannot emulate a media feature, but it can rewrite the media lists that test it).

const REDUCE = /\(\s*prefers-reduced-motion\s*:\s*reduce\s*\)/g;
const NO_PREFERENCE = /\(\s*prefers-reduced-motion\s*:\s*no-preference\s*\)/g;
const ALWAYS = '(min-width: 0px)';
const NEVER = '(max-width: 0px)';

/** Each rewritten media rule's own text, to put back when the toolbar switches motion on again. */
const originals = new WeakMap<CSSMediaRule, string>();

function rewrite(rules: CSSRuleList, reduce: boolean) {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule) {
      const original = originals.get(rule) ?? rule.media.mediaText;
      if (REDUCE.test(original) || NO_PREFERENCE.test(original)) {
        originals.set(rule, original);
        const wanted = reduce ? original.replace(REDUCE, ALWAYS).replace(NO_PREFERENCE, NEVER) : original;
        if (rule.media.mediaText !== wanted) rule.media.mediaText = wanted;
      }
      REDUCE.lastIndex = 0;
      NO_PREFERENCE.lastIndex = 0;
    }
    if ('cssRules' in rule) rewrite((rule as CSSGroupingRule).cssRules, reduce);
  }
}

/** Applies (or undoes) reduced motion in every stylesheet of the document, including ones added later (HMR). */
export function emulateReducedMotion(reduce: boolean, doc: Document = document) {
  for (const sheet of Array.from(doc.styleSheets)) {
    try {
      rewrite(sheet.cssRules, reduce);
    } catch {
      // A cross-origin stylesheet cannot be read; the kit has none.
    }
  }
  watch(doc, reduce);
}

let observer: MutationObserver | undefined;
function watch(doc: Document, reduce: boolean) {
  observer?.disconnect();
  if (!reduce) return;
  // Vite replaces a <style> when a CSS file is edited: rewrite the new rules too.
  observer = new MutationObserver(() => {
    for (const sheet of Array.from(doc.styleSheets)) {
      try {
        rewrite(sheet.cssRules, true);
      } catch {}
    }
  });
  observer.observe(doc.head, { childList: true, subtree: true, characterData: true });
}

// Spec §9: the tag-manager container id must match GTM- followed by capitals and digits; others are ignored.
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

const warned = new Set<string>();

/** The first configured id (env `GTM_ID`, then `info.tagManagerId`) that is valid; a bad one is warned about once. */
export function resolveTagManagerId(
  candidates: Array<string | null | undefined>,
  warn: (message: string) => void = console.warn,
): string | null {
  for (const candidate of candidates) {
    if (candidate === null || candidate === undefined || candidate === '') continue;
    if (GTM_ID_PATTERN.test(candidate)) return candidate;
    if (!warned.has(candidate)) {
      warned.add(candidate);
      warn(`Ignoring tag manager id "${candidate}": it must match ${GTM_ID_PATTERN}`);
    }
  }
  return null;
}

/** The container loader (Google's snippet), run with the page's CSP nonce. */
export function tagManagerScript(id: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var n=d.querySelector('[nonce]');if(n)j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(id)});`;
}

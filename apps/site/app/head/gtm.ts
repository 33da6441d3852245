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

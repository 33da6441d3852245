// The two towns of the chain, as code names; display names come from content (Info.townName).
export const TOWNS = ['main', 'rechitsa'] as const;
export type Town = (typeof TOWNS)[number];

export function isTown(value: unknown): value is Town {
  return typeof value === 'string' && (TOWNS as readonly string[]).includes(value);
}

// Spec §9: prefetching is skipped in data-saver mode or on a 2g connection.
export interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

declare global {
  interface Navigator {
    connection?: NetworkInformationLike;
  }
}

/** Spec §9: prefetching is skipped in data-saver mode or on a 2g connection. */
export function canPrefetch(connection: NetworkInformationLike | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

// A list's filters and page in the address (so a list can be shared and Back steps through it): changing a filter
// goes back to page 1; an empty value removes the parameter.
import { useSearchParams } from 'react-router';

export function useListAddress(): [URLSearchParams, (next: Record<string, string | null>) => void] {
  const [search, setSearch] = useSearchParams();
  const set = (next: Record<string, string | null>) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value) params.set(key, value);
        else params.delete(key);
      }
      if (!('page' in next)) params.delete('page');
      return params;
    });
  return [search, set];
}

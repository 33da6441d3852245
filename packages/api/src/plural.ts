// The Russian plural of a count («1 фильм», «3 фильма», «5 фильмов»): the one rule the site, the UI kit and the
// content service's texts use.

/** The form of a noun after the number `n`: one (1, 21, 101), few (2–4, 22–24) or many (5–20, 25–30, 11–14). */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

// Counts by country, given out whole: the nights in a room are shared among the countries where the
// crew sleeps (the largest remainders first), so the countries' shares always add up to the total.

export type Country = "Brasil" | "Argentina" | "Chile";
export type ByCountry = Record<Country, number>;

export const countries = ["Brasil", "Argentina", "Chile"] as const;
export const none = (): ByCountry => ({ Brasil: 0, Argentina: 0, Chile: 0 });

/** `total` split into whole parts in proportion to `weights`; the parts add up to `total`. */
export function apportion(total: number, weights: ByCountry): ByCountry {
  const sum = countries.reduce((s, c) => s + weights[c], 0);
  const parts = none();
  if (sum === 0) return parts;
  const exact = countries.map((c) => ({ c, share: (total * weights[c]) / sum }));
  for (const { c, share } of exact) parts[c] = Math.floor(share);
  let left = total - countries.reduce((s, c) => s + parts[c], 0);
  for (const { c } of [...exact].sort((a, b) => (b.share % 1) - (a.share % 1))) {
    if (left-- <= 0) break;
    parts[c]++;
  }
  return parts;
}

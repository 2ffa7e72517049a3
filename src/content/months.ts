// Dates in pt-BR written by hand rather than with Intl, so the prerendered HTML and the browser
// always agree (no time zone or ICU differences to break hydration).
const months = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

/** "2026-11" → "novembro de 2026". */
export function formatMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split("-").map(Number);
  return `${months[month! - 1]} de ${year}`;
}

/** "2027-01" → "jan/2027": the month short, for a table's narrow column. */
export function formatMonthShort(yearMonth: string): string {
  const [year, month] = yearMonth.split("-").map(Number);
  return `${months[month! - 1]!.slice(0, 3)}/${year}`;
}

/** "2026-11-23" → "23 de novembro de 2026". */
export function formatDate(isoDate: string): string {
  const day = Number(isoDate.slice(8, 10));
  return `${day} de ${formatMonth(isoDate.slice(0, 7))}`;
}

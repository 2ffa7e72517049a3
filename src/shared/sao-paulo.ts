// The team's calendar is São Paulo's: the day a send belongs to and the month a departure is
// counted from are read there, whatever the clock's zone (UTC on the function, any on a device).
const calendar = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

/** 'YYYY-MM-DD' of `at` in São Paulo. */
export const saoPauloDay = (at: Date) => calendar.format(at);

/** The year and month (1–12) of `at` in São Paulo. */
export function saoPauloMonth(at: Date): { year: number; month: number } {
  const [year, month] = saoPauloDay(at).split("-").map(Number);
  return { year: year!, month: month! };
}

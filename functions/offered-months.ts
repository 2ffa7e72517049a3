// The departures /obrigado's plain form offers, drawn on the day the page is sent (GET /obrigado,
// and the page a refused plain post of details comes back as): the published departures open to a
// choice, read from D1 then, and the months. The prerendered page's own months start at the build's
// month, while the details endpoint takes a month from São Paulo's current one on.
import { formatMonth } from "../src/content/months.ts";
import { departureMonths } from "../src/shared/departure-months.ts";
import { departureChoice, type PublicDeparture } from "../src/shared/departures.ts";
import { escapeHtml } from "../src/shared/escape-html.ts";

const isMonthOrDay = /^\d{4}-\d{2}(-\d{2})?$/;

/** The page with the departures, then the months from `now`'s month on; "ainda não sei" and the blank stay. */
export function withMonthsOf(page: Response, now: Date, departures: readonly PublicDeparture[] = []): Response {
  const options = [
    ...departures.flatMap((d) => {
      const choice = departureChoice(d);
      return choice ? [choice] : [];
    }),
    ...departureMonths(now).map((m) => [m, formatMonth(m)] as const),
  ]
    .map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`)
    .join("");
  return new HTMLRewriter()
    .on('select[name="departure"] option', {
      element(el) {
        if (isMonthOrDay.test(el.getAttribute("value") ?? "")) el.remove();
      },
    })
    .on('select[name="departure"]', {
      element(el) {
        el.append(options, { html: true });
      },
    })
    .transform(page);
}

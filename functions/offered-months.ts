// The departure months /obrigado's plain form offers, drawn on the day the page is sent (GET /obrigado,
// and the page a refused plain post of details comes back as): the prerendered page's own months start
// at the build's month, while the details endpoint takes a month from São Paulo's current one on.
import { formatMonth } from "../src/content/months.ts";
import { departureMonths } from "../src/shared/departure-months.ts";

const isMonth = /^\d{4}-\d{2}$/;

/** The page with its departure months from `now`'s month on; "ainda não sei" and the blank stay. */
export function withMonthsOf(page: Response, now: Date): Response {
  const months = departureMonths(now)
    .map((m) => `<option value="${m}">${formatMonth(m)}</option>`)
    .join("");
  return new HTMLRewriter()
    .on('select[name="departure"] option', {
      element(el) {
        if (isMonth.test(el.getAttribute("value") ?? "")) el.remove();
      },
    })
    .on('select[name="departure"]', {
      element(el) {
        el.append(months, { html: true });
      },
    })
    .transform(page);
}

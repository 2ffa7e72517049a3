import { tally } from "../../cost/days.ts";
import type { Estimate } from "../../cost/estimate.ts";
import { countries } from "../../cost/nights.ts";
import { plural } from "../../cost/words.ts";

const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

/**
 * The days the total is made of, by country, on the road and at the destinations, there and back: a
 * crew checks them against its own plan before it trusts the figure. Printed with the rest.
 */
export function CostDays({ estimate: e }: { estimate: Estimate }) {
  const t = tally(e.days);
  const cols = [
    { key: "road", label: "Ida, estrada" },
    { key: "stay", label: "Ida, destinos" },
    { key: "back", label: "Volta" },
  ] as const;
  const { hotel, camping, vehicle } = e.sleep;
  return (
    <section aria-labelledby="custo-dias" className="guide-section" data-days>
      <h2 id="custo-dias" className="text-4xl">
        Os dias da conta
      </h2>
      <p className="mt-4">
        <span data-days-summary>
          {plural(e.days.length, "dia", "dias")}: {plural(sum(t.road), "dia", "dias")} de estrada na ida,
          {` ${sum(t.stay)} nos destinos e ${sum(t.back)} de estrada na volta`}, cada um no país onde termina.
        </span>{" "}
        <span data-nights>
          {plural(hotel + camping + vehicle, "noite", "noites")}:
          {` ${hotel} em hotel ou pousada, ${camping} acampando e ${vehicle} no carro.`}
        </span>
      </p>
      <table className="cost-days">
        <caption className="sr-only">Dias por país, na estrada e nos destinos, na ida e na volta</caption>
        <thead className="cost-days-head">
          <tr>
            <th scope="col">País</th>
            {cols.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {countries.map((c) => (
            <tr key={c} data-country={c}>
              <th scope="row">{c}</th>
              {cols.map((col) => (
                <td key={col.key}>{t[col.key][c]}</td>
              ))}
              <td>{t.road[c] + t.stay[c] + t.back[c]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

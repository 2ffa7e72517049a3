import { formatMonth } from "../../content/months.ts";
import { formatMoney, formatNumber, type Price, type Rate, rates } from "../../content/prices.ts";
import type { Estimate, Line } from "../../cost/estimate.ts";
import "./cost.css";

const groups = ["Brasil", "Argentina", "Chile", "Volta", "Viagem"] as const;
const groupName: Record<Line["group"], string> = {
  Brasil: "Brasil",
  Argentina: "Argentina",
  Chile: "Chile",
  Volta: "Volta para casa",
  Viagem: "A viagem toda",
};

export const reais = (n: number) => formatMoney(Math.round(n), "BRL");
const range = (l: { low: number; high: number }) =>
  Math.round(l.low) === Math.round(l.high) ? reais(l.low) : `${reais(l.low)} a ${reais(l.high)}`;

/** A price as used: its figure, what it buys, its month and a link to where it was published. */
export function PriceSource({ price: p, digits, old }: { price: Price; digits?: number; old: Price[] }) {
  const figure =
    formatMoney(p.value, p.currency, digits) + (p.high === undefined ? "" : ` a ${formatMoney(p.high, p.currency)}`);
  return (
    <>
      {figure} por {p.unit}, {formatMonth(p.month)}
      {old.includes(p) && <strong className="cost-old"> (mais de 90 dias)</strong>} (
      <a href={p.source.url} rel="noopener">
        {p.source.name}
      </a>
      )
    </>
  );
}

/** A percentage as used: its figure, its month and where it was published. */
function RateSource({ rate: r }: { rate: Rate }) {
  return (
    <>
      {formatNumber(r.rate * 100, 1)} %, {formatMonth(r.month)} (
      <a href={r.source.url} rel="noopener">
        {r.source.name}
      </a>
      )
    </>
  );
}

/** The estimate by country and by item, each figure with the price it used; then the exchange rates. */
export function CostTable({ estimate: e, old }: { estimate: Estimate; old: Price[] }) {
  return (
    <section aria-labelledby="custo-tabela" className="guide-section">
      <h2 id="custo-tabela" className="text-4xl">
        Conta por país e por item
      </h2>
      <table className="cost-table">
        <caption className="sr-only">Cada item da conta, com o preço usado, o mês e a fonte</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Em reais</th>
            <th scope="col">Preço usado</th>
          </tr>
        </thead>
        {groups.map((g) => {
          const lines = e.lines.filter((l) => l.group === g);
          if (lines.length === 0) return null;
          return (
            <tbody key={g}>
              <tr className="cost-group">
                <th scope="colgroup" colSpan={3}>
                  {groupName[g]}
                </th>
              </tr>
              {lines.map((l) => (
                <tr key={l.item} data-item={l.item} className={l.outside ? "cost-outside" : undefined}>
                  <th scope="row">
                    {l.item}
                    <span className="cost-detail">{l.detail}</span>
                  </th>
                  <td className="cost-value">{l.outside && l.low === 0 ? "fora do total" : range(l)}</td>
                  <td>
                    {l.outside && l.low > 0 && <>Fora do total. </>}
                    {l.prices.map((p, i) => (
                      <span key={p.source.url + p.unit} className="cost-price">
                        {i > 0 && " "}
                        <PriceSource price={p} old={old} />
                      </span>
                    ))}
                    {l.rates?.map((r) => (
                      <span key={r.source.url} className="cost-price">
                        <RateSource rate={r} />
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
      <h3 className="mt-8 text-2xl">Câmbio usado</h3>
      <ul className="guide-list">
        {Object.entries(rates).map(([code, r]) => (
          <li key={code}>
            US$ 1 = <PriceSource price={r} digits={4} old={old} />
            {code !== "USD" && "; o peso vira real pelo dólar"}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { destinations } from "../../content/destinations.ts";
import { parts, type Inputs } from "../../cost/estimate.ts";
import { listed } from "../../cost/words.ts";

type Part = (typeof parts)[number];

const labels: Record<Part, string> = {
  stay: "Os dias nos destinos",
  back: "A volta para casa, de Ushuaia",
  food: "A comida, todos os dias, para cada pessoa",
  exchange: "O câmbio: IOF e spread do banco no que for pago fora",
};

/** Where the default days at the destinations come from, said under their field. */
export const stayHint =
  `Padrão: um dia em cada destino do roteiro do guia que o trecho alcança (a rota inteira passa pelos ` +
  `${destinations.length}: ${listed(destinations.map((d) => d.name))}).`;

/** What the nights' fields mean, said under the first: a night not typed is spent in the vehicle. */
export const nightsHint =
  "Padrão: todas as noites da conta, ida, destinos e volta. As que não forem em hotel nem acampando são no " +
  "carro, sem quarto pago; a comida conta todos os dias do mesmo jeito.";

/**
 * What the total counts beyond the way there's road days, a box each: with every box empty, the
 * total is the narrow figure. Plain checkboxes, so a choice made before the app runs is theirs.
 */
export function CostParts({ inputs, set }: { inputs: Inputs; set: (key: Part, raw: string) => void }) {
  return (
    <fieldset className="cost-field cost-parts">
      <legend className="font-bold">O que o total conta, além da ida</legend>
      {parts.map((p) => (
        <label key={p} className="cost-check">
          <input
            type="checkbox"
            name={p}
            checked={inputs[p]}
            onChange={(e) => set(p, e.target.checked ? "sim" : "nao")}
          />{" "}
          {labels[p]}
        </label>
      ))}
    </fieldset>
  );
}

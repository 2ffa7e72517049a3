// What the headline total covers, said in its heading: a total is only as honest as its label.
import { type Estimate, type Inputs, parts, stops } from "./estimate.ts";
import { listed, plural } from "./words.ts";

export const narrowLabel = "Só a ida, só os dias de estrada, sem comida";

const stayDays = (e: Estimate) => e.days.filter((d) => d.kind === "destino").length;

/** The parts a total counts: the way back only from Ushuaia, where its road starts. */
export const counted = (input: Inputs, e: Estimate) => ({
  stay: input.stay && stayDays(e) > 0,
  back: input.back && input.to === stops.length - 1,
  food: input.food,
  exchange: input.exchange,
});

/** "A viagem inteira: a ida, 9 dias nos destinos, a volta, a comida e o câmbio", or the narrow label. */
export function coverage(input: Inputs, e: Estimate): string {
  const on = counted(input, e);
  const names = {
    stay: `${plural(stayDays(e), "dia", "dias")} nos destinos`,
    back: "a volta",
    food: "a comida",
    exchange: "o câmbio (IOF e spread)",
  };
  const included = parts.filter((p) => on[p]);
  if (included.length === 0) return narrowLabel;
  const what = listed(["a ida", ...included.map((p) => names[p])]);
  return included.length === parts.length ? `A viagem inteira: ${what}` : `O total conta ${what}`;
}

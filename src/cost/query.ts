// The cost page's inputs as a link (/quanto-custa?combustivel=diesel&consumo=9&pessoas=2): a link
// reproduces the figures, and a value the page cannot use falls back to its default with a sentence
// saying which. The same rules check what the visitor types in the form (field by field).
import { glance } from "../content/guide-facts.ts";
import { stops, type Inputs } from "./estimate.ts";

export const defaults: Inputs = {
  fuel: "diesel",
  kmPerLitre: 9,
  people: 2,
  hotelNights: glance.drivingDays,
  campingNights: 0,
  from: 0,
  to: stops.length - 1,
  back: false,
};

type Key = keyof Inputs;

/** Each input's name in the link, and how to read it: a value or null when it cannot be used. */
const fields: Record<Key, { param: string; label: string; read: (raw: string) => Inputs[Key] | null }> = {
  fuel: { param: "combustivel", label: "combustível", read: (r) => (r === "diesel" || r === "gasolina" ? r : null) },
  kmPerLitre: { param: "consumo", label: "consumo", read: (r) => decimal(r, 3, 25) },
  people: { param: "pessoas", label: "pessoas no carro", read: (r) => integer(r, 1, 9) },
  hotelNights: { param: "hotel", label: "noites em hotel ou pousada", read: (r) => integer(r, 0, 120) },
  campingNights: { param: "camping", label: "noites acampando", read: (r) => integer(r, 0, 120) },
  from: { param: "de", label: "início do trecho", read: (r) => integer(r, 0, stops.length - 2) },
  to: { param: "ate", label: "fim do trecho", read: (r) => integer(r, 1, stops.length - 1) },
  back: { param: "volta", label: "volta", read: (r) => (r === "estimativa" ? true : r === "nenhuma" ? false : null) },
};

function decimal(raw: string, min: number, max: number): number | null {
  if (!/^\d{1,2}([.,]\d{1,2})?$/.test(raw.trim())) return null;
  const n = Number(raw.trim().replace(",", "."));
  return n >= min && n <= max ? n : null;
}

function integer(raw: string, min: number, max: number): number | null {
  if (!/^\d{1,3}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n : null;
}

/** What a field accepts, said to the visitor when a value is refused. */
export const accepts: Record<Key, string> = {
  fuel: "diesel ou gasolina",
  kmPerLitre: "um número de 3 a 25, como 9 ou 9,5",
  people: "de 1 a 9 pessoas",
  hotelNights: "de 0 a 120 noites",
  campingNights: "de 0 a 120 noites",
  from: "um lugar da lista antes do fim do trecho",
  to: "um lugar da lista depois do início do trecho",
  back: "nenhuma ou estimativa",
};

/** A typed or linked value, checked: the value, or null with the field's rule to show. */
export const readField = <K extends Key>(key: K, raw: string) => fields[key].read(raw) as Inputs[K] | null;

export const shown = (key: Key, value: Inputs[Key]): string =>
  key === "back"
    ? value
      ? "estimativa"
      : "nenhuma"
    : typeof value === "number"
      ? String(value).replace(".", ",")
      : String(value);

/** The inputs a link asks for, and a sentence for each value that fell back to its default. */
export function fromQuery(search: string): { inputs: Inputs; notes: string[] } {
  const params = new URLSearchParams(search);
  const inputs = { ...defaults };
  const notes: string[] = [];
  for (const key of Object.keys(fields) as Key[]) {
    const raw = params.get(fields[key].param);
    if (raw === null) continue;
    const value = fields[key].read(raw);
    if (value === null) {
      notes.push(
        `O valor “${raw}” de ${fields[key].label} no link não vale (${accepts[key]}): ` +
          `usamos ${shown(key, defaults[key])}.`,
      );
    } else (inputs as Record<Key, unknown>)[key] = value;
  }
  if (inputs.from >= inputs.to) {
    notes.push("O trecho do link começa depois de onde termina: usamos a rota inteira.");
    inputs.from = defaults.from;
    inputs.to = defaults.to;
  }
  return { inputs, notes };
}

/** The link's query for a set of inputs, every input named so the link reads on its own. */
export function toQuery(inputs: Inputs): string {
  return (Object.keys(fields) as Key[])
    .map((key) => `${fields[key].param}=${key === "back" ? shown(key, inputs[key]) : String(inputs[key])}`)
    .join("&");
}

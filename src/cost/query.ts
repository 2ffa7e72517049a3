// The cost page's inputs as a link (/quanto-custa?combustivel=diesel&consumo=9&pessoas=2): a link
// reproduces the figures, and a value the page cannot use falls back to its default with a sentence
// saying which. The same rules check what the visitor types in the form (field by field).
import { stops, type Inputs } from "./estimate.ts";

/** The whole trip: every part counted, every night in a hotel and a day at each destination reached. */
export const defaults: Inputs = {
  fuel: "diesel",
  kmPerLitre: 9,
  people: 2,
  hotelNights: null,
  campingNights: 0,
  from: 0,
  to: stops.length - 1,
  stayDays: null,
  stay: true,
  back: true,
  food: true,
  exchange: true,
};

type Key = keyof Inputs;

/** "sim" or "não" in a link; the way back also reads the words of links made before it was a road. */
const yesNo = (r: string) =>
  r === "sim" || r === "estimativa" ? true : r === "nao" || r === "não" || r === "nenhuma" ? false : null;

/** Each input's name in the link, and how to read it: a value or null when it cannot be used. */
const fields: Record<Key, { param: string; label: string; read: (raw: string) => Inputs[Key] | null }> = {
  fuel: { param: "combustivel", label: "combustível", read: (r) => (r === "diesel" || r === "gasolina" ? r : null) },
  kmPerLitre: { param: "consumo", label: "consumo", read: (r) => decimal(r, 3, 25) },
  people: { param: "pessoas", label: "pessoas no carro", read: (r) => integer(r, 1, 9) },
  hotelNights: { param: "hotel", label: "noites em hotel ou pousada", read: (r) => integer(r, 0, 120) },
  campingNights: { param: "camping", label: "noites acampando", read: (r) => integer(r, 0, 120) },
  from: { param: "de", label: "início do trecho", read: (r) => integer(r, 0, stops.length - 2) },
  to: { param: "ate", label: "fim do trecho", read: (r) => integer(r, 1, stops.length - 1) },
  stayDays: { param: "dias", label: "dias nos destinos", read: (r) => integer(r, 0, 90) },
  stay: { param: "destinos", label: "dias nos destinos", read: yesNo },
  back: { param: "volta", label: "volta", read: yesNo },
  food: { param: "comida", label: "comida", read: yesNo },
  exchange: { param: "cambio", label: "câmbio", read: yesNo },
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
  stayDays: "de 0 a 90 dias",
  stay: "sim ou não",
  back: "sim ou não",
  food: "sim ou não",
  exchange: "sim ou não",
};

/** A typed or linked value, checked: the value, or null with the field's rule to show. */
export const readField = <K extends Key>(key: K, raw: string) => fields[key].read(raw) as Inputs[K] | null;

export const shown = (_key: Key, value: Inputs[Key]): string =>
  value === null
    ? ""
    : typeof value === "boolean"
      ? value
        ? "sim"
        : "nao"
      : typeof value === "number"
        ? String(value).replace(".", ",")
        : value;

/**
 * A value from a link as the page may quote it: cut to a few words, and with its invisible format
 * and control characters written out, so that a crafted link cannot reverse or hide the sentence.
 */
export function quoted(raw: string): string {
  const chars = [...raw];
  const cut = chars.length > 24 ? `${chars.slice(0, 24).join("")}…` : raw;
  return cut.replace(/[\p{Cc}\p{Cf}]/gu, (c) => `\\u${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`);
}

// Links made before the page counted the whole trip carry `volta` and none of the parts added since:
// they asked for the way there alone (and, with `volta=estimativa`, the way back), and get just that.
const newer = ["destinos", "dias", "comida", "cambio"];
/** The old page's default nights, one a driving day as it then counted them: it meant every night. */
const oldDefaultNights = "21";

export const oldLinkNote =
  "Este link é de antes de a conta somar os dias nos destinos, a comida e o câmbio: ela mostra só o que o " +
  "link pedia. Marque as partes no formulário para ver a viagem inteira.";

/** The inputs a link asks for, a sentence for each value that fell back to its default, and if it is old. */
export function fromQuery(search: string): { inputs: Inputs; notes: string[]; old: boolean } {
  const params = new URLSearchParams(search);
  const inputs = { ...defaults };
  const notes: string[] = [];
  for (const key of Object.keys(fields) as Key[]) {
    const raw = params.get(fields[key].param);
    if (raw === null) continue;
    const value = fields[key].read(raw);
    if (value === null) {
      notes.push(
        `O valor “${quoted(raw)}” de ${fields[key].label} no link não vale (${accepts[key]}): ` +
          `usamos ${shown(key, defaults[key]) || "o padrão"}.`,
      );
    } else (inputs as Record<Key, unknown>)[key] = value;
  }
  if (inputs.from >= inputs.to) {
    notes.push("O trecho do link começa depois de onde termina: usamos a rota inteira.");
    inputs.from = defaults.from;
    inputs.to = defaults.to;
  }
  const old = params.has("volta") && !newer.some((p) => params.has(p));
  if (old) {
    Object.assign(inputs, { stay: false, food: false, exchange: false });
    if (params.get("hotel") === oldDefaultNights && !Number(params.get("camping"))) inputs.hotelNights = null;
  }
  return { inputs, notes, old };
}

/** The link's query for a set of inputs, every input named so the link reads on its own; a default that
 * follows the days (every night, a day per destination) is left out, and follows them when opened. */
export function toQuery(inputs: Inputs): string {
  return (Object.keys(fields) as Key[])
    .filter((key) => inputs[key] !== null)
    .map(
      (key) =>
        `${fields[key].param}=${typeof inputs[key] === "boolean" ? shown(key, inputs[key]) : String(inputs[key])}`,
    )
    .join("&");
}

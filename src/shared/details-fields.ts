// Shared by the page (the details step), the function (their schema and plain-form page) and the team's commands.
// What a visitor may tell after sending a lead, each field optional: the questions of the team's
// first call (when, who, in what, which part of the route). The choices and their Portuguese labels
// live here once. No zod here, so the page's details form can import it.

/** The fields in the order the form asks them. */
export const detailFields = [
  "departure",
  "people",
  "vehicle",
  "fuel",
  "route",
  "route_from",
  "route_to",
  "experience",
  "note",
] as const;
export type DetailField = (typeof detailFields)[number];

export const detailLabels = {
  departure: "Quando pretende sair",
  people: "Pessoas no veículo",
  vehicle: "Veículo",
  fuel: "Combustível",
  route: "Parte da rota",
  route_from: "De",
  route_to: "Até",
  experience: "Experiência em viagens longas",
  note: "Observação",
} as const satisfies Record<DetailField, string>;

export const detailLimits = { people: { min: 1, max: 6 }, vehicle: { max: 60 }, note: { max: 500 } } as const;

/** "Ainda não sei", stored as this instead of a month. */
export const departureUnknown = "nao-sei";

/** A published departure is chosen by its first day ('YYYY-MM-DD'); a month is 'YYYY-MM'. */
export const isDepartureDay = (departure: string | null) => departure !== null && departure.length === 10;

export const fuelChoices = { diesel: "Diesel", gasolina: "Gasolina", flex: "Flex" } as const;
export const routeChoices = { inteira: "A rota inteira", trecho: "Um trecho" } as const;
export const experienceChoices = {
  primeira: "Será minha primeira viagem longa",
  brasil: "Já fiz viagens longas no Brasil",
  fronteiras: "Já cruzei fronteiras de carro",
  patagonia: "Já dirigi na Patagônia",
} as const;

/** The places a part of the route may start or end at: the stage table's (src/content/stages.ts), in
 * the order driven, a place driven twice (Mendoza) where it is first reached. Written out rather than
 * read from the table, which would put the whole table in the function for every lead; a unit test
 * holds the two equal. */
export const stagePlaces: readonly string[] = [
  "Vitória",
  "Foz do Iguaçu",
  "Resistencia",
  "Córdoba",
  "Mendoza",
  "Santiago",
  "Malargüe",
  "Chos Malal",
  "Junín de los Andes",
  "Pucón",
  "Bariloche",
  "Esquel",
  "Perito Moreno (cidade)",
  "Bajo Caracoles",
  "Gobernador Gregores",
  "El Chalten",
  "El Calafate",
  "Puerto Natales",
  "Torres del Paine",
  "Punta Delgada",
  "Río Grande",
  "Ushuaia",
];

/** Where the cost page (/quanto-custa) keeps, in this tab only (sessionStorage), the details its
 * inputs already answer, for the details step to start from; nothing leaves the device unless sent. */
export const plannedDetailsKey = "quanto-custa:detalhes";

/** The details a step may start from, field by field. */
export type PlannedDetails = Partial<Record<DetailField, string>>;

/** How long after its lead the details are accepted, by the database's clock. */
export const detailsWindowHours = 48;

/** How long the plain form's lead cookie lives: its details are asked on the page the lead's answer
 * lands on, so an hour is ample, and the next person on a shared computer finds it gone. */
export const leadCookieMinutes = 60;

/** How long the mark stored details leave in its place lives: the moments a double click or a step
 * back takes, answered with the success line rather than a lost contact. */
export const receivedMarkMinutes = 10;

/** Whether a part of the route ends after it starts, in the order driven (no start: any end). */
export const routeInOrder = (from: string | null, to: string) =>
  stagePlaces.indexOf(to) > (from ? stagePlaces.indexOf(from) : -1);

const choose = (label: string) => `Escolha uma das opções de ${label.toLocaleLowerCase("pt-BR")}`;

/** Each field's message, for the schema (./details-schema.ts) and the page's own first check. */
export const detailMessages = {
  departure: "Escolha uma saída, o mês e o ano (a partir deste mês), ou “ainda não sei”",
  departureClosed: "Esta saída não está mais aberta. Escolha outra, um mês ou “ainda não sei”",
  people: `${detailLabels.people}: de ${detailLimits.people.min} a ${detailLimits.people.max}`,
  vehicle: `${detailLabels.vehicle} deve ter no máximo ${detailLimits.vehicle.max} caracteres`,
  fuel: choose(detailLabels.fuel),
  route: choose(detailLabels.route),
  route_from: "Escolha onde o trecho começa",
  route_to: "Escolha onde o trecho termina, depois de onde ele começa",
  experience: choose(detailLabels.experience),
  note: `${detailLabels.note} deve ter no máximo ${detailLimits.note.max} caracteres`,
  hidden: "Há caracteres invisíveis ou de controle não permitidos",
  clear: "Escolha as respostas a apagar entre as perguntas do formulário",
} as const satisfies Record<DetailField | "hidden" | "clear" | "departureClosed", string>;

/** The answers a visitor may take back (`clear`): each question's, the part of the route going with
 * the route. */
export const clearableFields = detailFields.filter((f) => f !== "route_from" && f !== "route_to");

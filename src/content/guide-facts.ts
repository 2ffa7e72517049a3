// The guide's "at a glance" block: what is not derived from the stage table (the season and the
// documents) is said here once; the distance, crossings and days are counted from the stages.
import { totalRoadKm } from "./journey.ts";
import { stages } from "./stages.ts";

export const glance = {
  /** Rounded to the hundred: the stage distances are themselves rounded. */
  roadKm: Math.round(totalRoadKm / 100) * 100,
  borders: stages.filter((s) => s.crossings.some((c) => c.kind === "fronteira")).length,
  ferries: stages.filter((s) => s.crossings.some((c) => c.kind === "balsa")).length,
  drivingDays: Math.ceil(stages.reduce((sum, s) => sum + s.days, 0)),
  season:
    "De dezembro a março: verão, dias longos e os passos em horário de verão. De maio a setembro, neve nos " +
    "passos de montanha e pneus de inverno exigidos na Terra do Fogo.",
  documents: [
    { text: "RG emitido há menos de 10 anos ou passaporte válido, de cada pessoa", anchor: "documentos" },
    { text: "CNH de cada motorista e CRLV do carro, em papel", anchor: "documentos" },
    { text: "Carta Verde para a Argentina e SOAPEX para o Chile", anchor: "seguros" },
  ],
} as const;

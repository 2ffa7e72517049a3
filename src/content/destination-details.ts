// The four lists of each destination page. Kept apart from the summaries so the home page's
// JavaScript does not carry them: only the destination page imports this module.
export interface DestinationDetails {
  oQueFazer: string[];
  ondeSeHospedar: string[];
  ondeComer: string[];
  outrasInformacoes: string[];
}

export const destinationDetails: Record<string, DestinationDetails> = {};

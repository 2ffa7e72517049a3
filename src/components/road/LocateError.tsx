import type { LocateError as Code } from "./locate.ts";

/** Why the phone gave no position, and what to do, in the visitor's words. */
const messages: Record<Code, { why: string; what: string }> = {
  recusado: {
    why: "O navegador não recebeu permissão para usar a localização.",
    what:
      'No iPhone, abra Ajustes › Privacidade › Serviços de Localização › Sites do Safari e escolha "Ao Usar o ' +
      'App"; no Android, toque no cadeado ao lado do endereço e permita a localização. Depois toque de novo em ' +
      '"Onde estou?".',
  },
  indisponivel: {
    why: "O aparelho não conseguiu saber onde está.",
    what:
      "Confira se a localização (GPS) está ligada nas configurações do telefone e tente de novo com o céu à " +
      "vista, fora de túneis e garagens.",
  },
  demorou: {
    why: "O GPS não achou a posição a tempo.",
    what: "Sem dados, a primeira posição pode demorar: pare em um lugar com o céu à vista e tente de novo.",
  },
  "sem-geolocalizacao": {
    why: "Este navegador não oferece a localização do aparelho.",
    what: "Abra a página no Safari ou no Chrome do telefone, fora de aplicativos como o Instagram.",
  },
};

export function LocateError({ code }: { code: Code }) {
  const m = messages[code];
  return (
    <div role="alert" className="road-alert">
      <p className="font-bold">{m.why}</p>
      <p className="mt-1">{m.what}</p>
      <p className="mt-1">Enquanto isso, escolha abaixo onde você está.</p>
    </div>
  );
}

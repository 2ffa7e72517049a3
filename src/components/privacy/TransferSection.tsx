import { formatDate } from "../../content/months.ts";
import {
  dataLocation,
  hostingProvider,
  isPlaceholder,
  rightsReplyDays,
  transferBasis,
  type Fillable,
  type TransferBasis,
} from "../../content/privacy.ts";
import { Filled } from "./Filled.tsx";
import { PrivacySection } from "./PrivacySection.tsx";

const confirmed = (on: string) => <time dateTime={on}>{formatDate(on)}</time>;

/** International transfer: LGPD art. 33, naming only the mechanism the operator confirmed. */
export function TransferSection({ basis = transferBasis }: { basis?: Fillable<TransferBasis> }) {
  return (
    <PrivacySection title="Transferência internacional">
      <p>
        Seus dados são guardados fora do Brasil. O banco de dados da {hostingProvider.name}, que recebe tudo o que você
        envia pelo formulário, fica no {dataLocation.region} ({dataLocation.country}). O site é entregue pela rede
        mundial da {hostingProvider.name}, que recebe o formulário no ponto mais próximo de você antes de gravá-lo no
        banco.
      </p>
      {isPlaceholder(basis) ? (
        <p>
          Pela LGPD (art. 33), essa transferência precisa de um mecanismo que a autorize, por exemplo as
          cláusulas-padrão contratuais aprovadas pela ANPD (Resolução CD/ANPD nº 19/2024), incorporadas aos contratos
          com os fornecedores. A empresa ainda está confirmando com os fornecedores qual mecanismo ampara esta
          transferência; ele será informado aqui antes de o formulário entrar em funcionamento. Mecanismo adotado:{" "}
          <Filled value={basis} />.
        </p>
      ) : (
        <p>
          Pela LGPD (art. 33), essa transferência se apoia em: {basis.mechanism} (confirmado em{" "}
          {confirmed(basis.confirmedOn)}). Se você pedir, enviamos em até {rightsReplyDays} dias o texto do instrumento
          que a ampara.
        </p>
      )}
    </PrivacySection>
  );
}

import { isPlaceholder } from "../../content/company.ts";
import { legalSources, terms, withdrawalDays } from "../../content/terms.ts";
import { LegalSourceLink } from "./LegalSourceLink.tsx";
import { WithdrawalCalculator } from "./WithdrawalCalculator.tsx";

/** The terms of a booking: the law's seven days first, then the team's scale, then the calculator. */
export function TermsSection() {
  const scale = isPlaceholder(terms.scale) ? null : terms.scale;
  return (
    <section aria-labelledby="condicoes" className="guide-section">
      <h2 id="condicoes" className="text-4xl">
        Condições e desistência
      </h2>
      <p className="mt-4 text-lg leading-relaxed">
        Uma reserva feita pelo site ou pelo WhatsApp é um contrato feito fora do estabelecimento: você pode desistir
        dela em até {withdrawalDays} dias, a contar da reserva, sem dar motivo, e recebe de volta tudo o que pagou, de
        imediato e corrigido.
        <LegalSourceLink source={legalSources.cdc49} />
      </p>
      <p className="mt-4 text-lg leading-relaxed">
        Para desistir, basta avisar pelo mesmo meio em que reservou (
        {isPlaceholder(terms.withdrawalChannels) ? "canais a definir" : terms.withdrawalChannels}); a equipe confirma o
        recebimento.
        <LegalSourceLink source={legalSources.decree7962} />
      </p>
      <h3 className="mt-8 text-2xl">Depois dos {withdrawalDays} dias</h3>
      {scale ? (
        <ul className="mt-3 text-lg">
          {scale.map((s) => (
            <li key={s.daysBefore}>
              A partir de {s.daysBefore} dias antes da saída: volta {100 - s.keptPercent}% do que foi pago.
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-lg">A escala de devolução da equipe está a definir e será publicada aqui.</p>
      )}
      <p className="mt-3 text-granite">
        Em 2018, a 3ª Turma do STJ limitou em regra a 20% a multa por desistir de um pacote a menos de 29 dias da
        viagem, salvo gastos que a agência comprove.
        <LegalSourceLink source={legalSources.stj1580278} /> A 4ª Turma decidiu depois não fixar limite, e o tema não
        está pacificado.
        <LegalSourceLink source={legalSources.stj1314884} />
      </p>
      <WithdrawalCalculator scale={scale} />
    </section>
  );
}

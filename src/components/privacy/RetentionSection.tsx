import {
  databaseBackupDays,
  leadRetentionMonths,
  leadsChatService,
  purgeCadence,
  rateLimitWindowMinutes,
} from "../../content/privacy.ts";
import { PrivacySection } from "./PrivacySection.tsx";

export function RetentionSection() {
  return (
    <PrivacySection title="Por quanto tempo guardamos">
      <ul>
        <li>
          Cada contato fica guardado por {leadRetentionMonths} meses a partir do envio. Esse prazo cobre a temporada em
          que você escreveu e a seguinte: a expedição viaja na primavera e no verão do sul, e muita gente pede
          informações numa temporada para viajar na outra. Depois disso, o contato é apagado na limpeza seguinte, que a
          equipe faz {purgeCadence}. Se você pedir, apagamos antes.
        </li>
        <li>As cópias que a equipe exporta para os próprios computadores seguem a mesma regra.</li>
        <li>
          Os avisos de novo contato ficam no histórico do {leadsChatService.name} da equipe, mas não contêm dados seus:
          apagar o seu contato do banco apaga tudo o que o identifica.
        </li>
        <li>
          O código calculado a partir do seu IP vale para uma janela de {rateLimitWindowMinutes} minutos. Quando a
          janela termina, ele é apagado no próximo envio do formulário que chegar ao banco de dados, feito por qualquer
          pessoa (mesmo um envio recusado pelo limite), ou, se não chegar nenhum, na limpeza periódica.
        </li>
        <li>
          O banco de dados mantém cópias de segurança que permitem restaurá-lo a qualquer momento dos últimos{" "}
          {databaseBackupDays} dias. Por isso, um contato ou um código apagado ainda existe nessas cópias por até{" "}
          {databaseBackupDays} dias e depois desaparece delas.
        </li>
      </ul>
    </PrivacySection>
  );
}

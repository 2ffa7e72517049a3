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
          Cada contato fica guardado por {leadRetentionMonths} meses a partir do envio. Depois disso, é apagado na
          limpeza seguinte, que a equipe faz {purgeCadence}. Se você pedir, apagamos antes.
        </li>
        <li>
          As cópias que a equipe exporta para os próprios computadores e os avisos recebidos no{" "}
          {leadsChatService.name} seguem a mesma regra.
        </li>
        <li>
          O banco de dados mantém cópias de segurança que permitem restaurá-lo a qualquer momento dos últimos{" "}
          {databaseBackupDays} dias. Por isso, um contato apagado ainda existe nessas cópias por até{" "}
          {databaseBackupDays} dias e depois desaparece delas.
        </li>
        <li>
          O código calculado a partir do seu IP é apagado quando termina a janela de {rateLimitWindowMinutes} minutos a
          que pertence: no envio seguinte feito por qualquer pessoa no site ou, de todo modo, na limpeza periódica.
        </li>
      </ul>
    </PrivacySection>
  );
}

// sonner's toast host, mounted only once the visitor starts using the form.
import { Toaster } from "sonner";

export function ContactToaster() {
  return (
    <Toaster
      position="bottom-center"
      richColors
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: "Fechar notificação" }}
    />
  );
}

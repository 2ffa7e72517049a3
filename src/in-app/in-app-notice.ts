// The line an app's own browser gets on every page (src/in-app/in-app-browser.ts): open the site in
// the phone's browser to use it with no signal, and how. Plain DOM, outside #root, so the app's
// hydration never sees it; fixed at the bottom, so nothing on the page moves. Closed, it stays
// closed for the rest of the visit (sessionStorage, on this device only).
import "./in-app-notice.css";

const key = "aviso-navegador-do-app";

export function showInAppNotice() {
  if (sessionStorage.getItem(key) !== null) return;
  const notice = document.createElement("aside");
  notice.className = "in-app-notice";
  notice.setAttribute("aria-label", "Abra no navegador");
  const text = document.createElement("p");
  text.textContent =
    "Você está no navegador de um aplicativo. Para usar o site sem sinal, abra-o no navegador do celular: " +
    "toque no menu (⋯ ou ⋮) e escolha “Abrir no navegador” (no iPhone, “Abrir no Safari”).";
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Fechar";
  close.setAttribute("aria-label", "Fechar o aviso");
  close.addEventListener("click", () => {
    sessionStorage.setItem(key, "1");
    notice.remove();
  });
  notice.append(text, close);
  document.body.append(notice);
}

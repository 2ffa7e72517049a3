// Cloudflare Turnstile, only when the build has a site key. The widget writes its token into a
// hidden input named cf-turnstile-response inside the container, where FormData finds it.
interface TurnstileApi {
  render(el: HTMLElement, opts: Record<string, unknown>): string;
  reset(widgetId: string): void;
}
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const src = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let loading: Promise<TurnstileApi> | null = null;

function loadScript(): Promise<TurnstileApi> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("turnstile")));
    script.onerror = () => {
      loading = null;
      reject(new Error("turnstile"));
    };
    document.head.append(script);
  });
  return loading;
}

/** Renders the widget into `el`; the returned reset asks for a new token (each is single use). */
export async function mountTurnstile(el: HTMLElement, sitekey: string): Promise<() => void> {
  const api = await loadScript();
  const id = api.render(el, { sitekey, language: "pt-br", "response-field-name": "cf-turnstile-response" });
  return () => api.reset(id);
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Cloudflare Turnstile site key; when unset at build time the form shows no widget. */
  readonly VITE_TURNSTILE_SITE_KEY?: string;
  /** The team's WhatsApp number from wrangler.toml's [vars], or "" (vite.config.ts defines it). */
  readonly WHATSAPP_NUMBER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

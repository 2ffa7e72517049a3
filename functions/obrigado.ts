// Pages routes GET /obrigado here (thanks.ts), ahead of the static file it draws from.
import { handle } from "hono/cloudflare-pages";
import { thanks } from "./thanks.ts";

export const onRequest = handle(thanks);

// Pages routes GET /saidas here (departures-page.ts), ahead of the static file it draws from.
import { handle } from "hono/cloudflare-pages";
import { departuresPage } from "./departures-page.ts";

export const onRequest = handle(departuresPage);

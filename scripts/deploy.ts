// `npm run deploy [-- --preview]`: build, apply the migrations to the production D1, give the function
// a fresh random RATE_LIMIT_SALT, upload to Cloudflare Pages. Stops at the first step that fails: the
// site is never uploaded against an unmigrated database. Production is refused while the privacy
// notice names no real controller or no confirmed transfer basis, or while a departure is on sale with
// the terms of a booking still unwritten (src/content/terms.ts).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";
import { controllerPlaceholders, dataLocation, isPlaceholder, transferBasis } from "../src/content/privacy.ts";
import { termsPlaceholders } from "../src/content/terms.ts";
import { saoPauloDay } from "../src/shared/sao-paulo.ts";
import { DatabaseNotReadyError } from "./leads/command.ts";
import { execute, statement } from "./leads/db.ts";
import { root } from "./shared/paths.ts";
import { database, wranglerSpawn } from "./shared/wrangler.ts";

/**
 * What the deploy is decided on. WHATSAPP_NUMBER is wrangler.toml's; the build itself refuses one that is not E.164.
 */
export type DeployFacts = {
  preview: boolean;
  placeholders: string[];
  transferConfirmed: boolean;
  databaseId: string;
  databaseName: string;
  whatsappNumber?: string;
  /** What src/content/terms.ts still lacks, and how many departures production has on sale. */
  termsMissing?: string[];
  openDepartures?: number;
};

const preview = "Para publicar uma prévia enquanto isso, use: npm run deploy -- --preview";

/** Every reason this deploy must not run (none: go ahead), found before anything is built or sent. */
export function deployRefusals(f: DeployFacts): string[] {
  return [
    !f.preview &&
      f.placeholders.length > 0 &&
      "deploy: o aviso de privacidade ainda não identifica o controlador dos dados, e a LGPD exige isso " +
        "antes de o site ir ao ar.\n" +
        "Preencha a razão social, o CNPJ e o endereço em src/content/company.ts (o rodapé de cada página os mostra)\n" +
        `e o restante em src/content/privacy.ts, na constante \`controller\`. ` +
        `Falta: ${f.placeholders.join(", ")}.\n${preview}`,
    !f.preview &&
      !f.transferConfirmed &&
      `deploy: os leads vão para o D1 no ${dataLocation.region} (${dataLocation.country}), uma ` +
        `transferência internacional que\n` +
        "o art. 33 da LGPD só permite com um mecanismo em vigor, e ninguém confirmou ainda qual é.\n" +
        `Confirme com os fornecedores e preencha \`transferBasis\` em src/content/privacy.ts.\n${preview}`,
    !f.preview &&
      (f.openDepartures ?? 0) > 0 &&
      (f.termsMissing ?? []).length > 0 &&
      `deploy: há ${f.openDepartures} saída(s) à venda, e as condições da reserva ainda estão a definir: ` +
        `${f.termsMissing!.join(", ")}.\nPreencha-as em src/content/terms.ts.\n${preview}`,
    /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(f.databaseId) &&
      "deploy: wrangler.toml ainda tem o database_id de exemplo.\n" +
        `Crie o banco com \`npx wrangler d1 create ${f.databaseName} --location ${dataLocation.hint}\` e ` +
        `copie o id que ele mostrar para wrangler.toml.`,
  ].filter((r) => typeof r === "string");
}

/** What the deploy goes ahead with but the team should know. */
export const deployWarnings = (f: DeployFacts): string[] =>
  f.whatsappNumber
    ? []
    : [
        'aviso: WHATSAPP_NUMBER não está em [vars] no wrangler.toml; o site não vai oferecer "Falar agora ' +
          'pelo WhatsApp".',
      ];

/** A step: npm or the project's wrangler with these arguments, and what to write on its stdin. */
export type Step = { name: string; hint: string; npm?: true; args: string[]; stdin?: string };

/**
 * The steps, in order. Each deploy sets RATE_LIMIT_SALT to 32 fresh random bytes, on stdin (never in
 * a process list): without it each instance would draw a salt of its own and log an error on every
 * lead, and no one has to remember the secret. A new salt only restarts every client's
 * rate-limit count, and it makes one deploy's IP hashes unlinkable to the next one's.
 */
export function deploySteps(project: string, isPreview: boolean): Step[] {
  const [branch, env] = isPreview ? ["preview", "preview"] : ["main", "production"];
  const login = "Confira o login (npx wrangler login ou CLOUDFLARE_API_TOKEN) e a rede.";
  return [
    {
      name: "build (npm run build)",
      hint: "Corrija o erro do build acima e rode de novo.",
      npm: true,
      args: ["run", "build"],
    },
    // A preview still uses the production D1, so the migrations run for it too.
    {
      name: "migrações no D1 de produção (wrangler d1 migrations apply --remote)",
      hint: `${login} Confira também o database_id em wrangler.toml.`,
      args: ["d1", "migrations", "apply", database, "--remote"],
    },
    {
      name: `novo RATE_LIMIT_SALT aleatório (wrangler pages secret put, ambiente ${env})`,
      hint:
        `${login} Confira se o projeto existe (npx wrangler pages project create ${project} ` +
        `--production-branch main).`,
      args: ["pages", "secret", "put", "RATE_LIMIT_SALT", "--project-name", project, "--env", env],
      stdin: randomBytes(32).toString("hex"),
    },
    {
      name: `upload para o Cloudflare Pages (wrangler pages deploy, branch ${branch})`,
      hint: login,
      args: ["pages", "deploy", "dist", "--project-name", project, "--branch", branch, "--commit-dirty=true"],
    },
  ];
}

/** Departures on sale in production from today on; none before the table's migration has run there. */
async function openDepartures(): Promise<number> {
  const sql = "SELECT count(*) AS n FROM departures WHERE status = 'aberta' AND starts_on >= ?1";
  try {
    const [rows] = await execute({ remote: true }, [statement(sql, saoPauloDay(new Date()))]);
    return Number(rows![0]!.n);
  } catch (e) {
    if (e instanceof DatabaseNotReadyError) return 0;
    throw e;
  }
}

function run(step: Step): Promise<number> {
  const stdio = [step.stdin === undefined ? "inherit" : "pipe", "inherit", "inherit"] as const;
  const child = step.npm
    ? spawn("npm", step.args, { cwd: root, stdio: [...stdio] })
    : wranglerSpawn(step.args, { stdio: [...stdio] });
  child.stdin?.end(step.stdin);
  return new Promise<number>((resolve) => {
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function main() {
  let isPreview: boolean;
  try {
    isPreview = parseArgs({ options: { preview: { type: "boolean" } }, strict: true }).values.preview === true;
  } catch (e) {
    console.error(`deploy: ${(e as Error).message}\nUso: npm run deploy [-- --preview]`);
    return 2;
  }
  const config = unstable_readConfig({ config: join(root, "wrangler.toml") });
  const db = config.d1_databases.find((d: { binding: string }) => d.binding === database)!;
  const facts: DeployFacts = {
    preview: isPreview,
    placeholders: controllerPlaceholders(),
    transferConfirmed: !isPlaceholder(transferBasis),
    databaseId: db.database_id ?? "",
    databaseName: db.database_name ?? config.name!,
    whatsappNumber: String(config.vars.WHATSAPP_NUMBER ?? "") || undefined,
  };
  facts.termsMissing = termsPlaceholders();
  // Production's departures are asked for only when nothing else stops the deploy: it takes the network.
  if (!isPreview && facts.termsMissing.length > 0 && deployRefusals(facts).length === 0) {
    facts.openDepartures = await openDepartures();
  }
  const refusals = deployRefusals(facts);
  if (refusals.length > 0) {
    console.error(refusals.join("\n\n"));
    return 1;
  }
  for (const warning of deployWarnings(facts)) console.error(warning);
  const steps = deploySteps(config.name!, isPreview);
  for (const [i, step] of steps.entries()) {
    console.log(`\n▶ ${i + 1}/${steps.length} ${step.name}`);
    const code = await run(step);
    if (code !== 0) {
      console.error(
        `\ndeploy: falhou em ${step.name} (código ${code}). Nada depois deste passo foi feito.\n${step.hint}`,
      );
      return code;
    }
  }
  console.log(`\ndeploy: pronto${isPreview ? " (prévia)" : ""}. O endereço do site está na saída do wrangler acima.`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();

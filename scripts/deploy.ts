// `npm run deploy [-- --preview]`: build, apply the migrations to the production D1, upload to
// Cloudflare Pages. Stops at the first step that fails: the site is never uploaded against an
// unmigrated database. Production is refused while the privacy notice names no real controller.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";
import { controllerPlaceholders } from "../src/content/privacy.ts";
import { root } from "./shared/paths.ts";
import { database, wranglerSpawn } from "./shared/wrangler.ts";

const exampleDatabaseId = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

/** Every reason this deploy must not run (none: go ahead), found before anything is built or sent. */
export function deployRefusals(opts: { preview: boolean; placeholders: string[]; databaseId: string; databaseName: string }): string[] {
  const refusals: string[] = [];
  if (!opts.preview && opts.placeholders.length > 0) {
    refusals.push(
      "deploy: o aviso de privacidade ainda não identifica o controlador dos dados, e a LGPD exige isso antes de o site ir ao ar.\n" +
        `Preencha em src/content/privacy.ts, na constante \`controller\`: ${opts.placeholders.join(", ")}.\n` +
        "Para publicar uma prévia enquanto isso, use: npm run deploy -- --preview",
    );
  }
  if (exampleDatabaseId.test(opts.databaseId)) {
    refusals.push(
      "deploy: wrangler.toml ainda tem o database_id de exemplo.\n" +
        `Crie o banco com \`npx wrangler d1 create ${opts.databaseName} --location enam\` e copie o id que ele mostrar para wrangler.toml.`,
    );
  }
  return refusals;
}

function finished(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function main() {
  let preview: boolean;
  try {
    preview = parseArgs({ options: { preview: { type: "boolean" } }, strict: true }).values.preview === true;
  } catch (e) {
    console.error(`deploy: ${(e as Error).message}\nUso: npm run deploy [-- --preview]`);
    return 2;
  }
  const config = unstable_readConfig({ config: join(root, "wrangler.toml") });
  const project = config.name!;
  const db = config.d1_databases.find((d: { binding: string }) => d.binding === database)!;
  const refusals = deployRefusals({
    preview,
    placeholders: controllerPlaceholders(),
    databaseId: db.database_id ?? "",
    databaseName: db.database_name ?? project,
  });
  if (refusals.length > 0) {
    console.error(refusals.join("\n\n"));
    return 1;
  }
  // A preview is a Pages preview deployment (its own URL); it still uses the production D1, so the
  // migrations run for it too.
  const branch = preview ? "preview" : "main";
  const steps: { name: string; hint: string; run: () => ChildProcess }[] = [
    {
      name: "build (npm run build)",
      hint: "Corrija o erro do build acima e rode de novo.",
      run: () => spawn("npm", ["run", "build"], { cwd: root, stdio: "inherit" }),
    },
    {
      name: "migrações no D1 de produção (wrangler d1 migrations apply --remote)",
      hint: "Confira o login (npx wrangler login ou CLOUDFLARE_API_TOKEN), a rede e o database_id em wrangler.toml.",
      run: () => wranglerSpawn(["d1", "migrations", "apply", database, "--remote"]),
    },
    {
      name: `upload para o Cloudflare Pages (wrangler pages deploy, branch ${branch})`,
      hint: `Confira se o projeto existe (npx wrangler pages project create ${project} --production-branch main).`,
      run: () => wranglerSpawn(["pages", "deploy", "dist", "--project-name", project, "--branch", branch, "--commit-dirty=true"]),
    },
  ];
  for (const [i, step] of steps.entries()) {
    console.log(`\n▶ ${i + 1}/${steps.length} ${step.name}`);
    const code = await finished(step.run());
    if (code !== 0) {
      console.error(`\ndeploy: falhou em ${step.name} (código ${code}). Nada depois deste passo foi feito.\n${step.hint}`);
      return code;
    }
  }
  console.log(`\ndeploy: pronto${preview ? " (prévia)" : ""}. O endereço do site está na saída do wrangler acima.`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();

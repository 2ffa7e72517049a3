// `npm run deploy`: build, apply the migrations to the production D1, upload to Cloudflare Pages.
// Stops at the first step that fails: the site is never uploaded against an unmigrated database.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { unstable_readConfig } from "wrangler";
import { root } from "./shared/paths.ts";
import { database, wranglerSpawn } from "./shared/wrangler.ts";

const config = unstable_readConfig({ config: join(root, "wrangler.toml") });
const project = config.name!;
const db = config.d1_databases.find((d: { binding: string }) => d.binding === database)!;

function finished(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

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
    name: "upload para o Cloudflare Pages (wrangler pages deploy)",
    hint: `Confira se o projeto existe (npx wrangler pages project create ${project} --production-branch main).`,
    // Always the production branch: the migrations just applied are production's.
    run: () => wranglerSpawn(["pages", "deploy", "dist", "--project-name", project, "--branch", "main", "--commit-dirty=true"]),
  },
];

if (/^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(db.database_id ?? "")) {
  console.error(
    "deploy: wrangler.toml ainda tem o database_id de exemplo.\n" +
      `Crie o banco com \`npx wrangler d1 create ${db.database_name} --location enam\` e copie o id que ele mostrar para wrangler.toml.`,
  );
  process.exit(1);
}

for (const [i, step] of steps.entries()) {
  console.log(`\n▶ ${i + 1}/${steps.length} ${step.name}`);
  const code = await finished(step.run());
  if (code !== 0) {
    console.error(`\ndeploy: falhou em ${step.name} (código ${code}). Nada depois deste passo foi feito.\n${step.hint}`);
    process.exit(code);
  }
}
console.log("\ndeploy: pronto. O endereço do site está na saída do wrangler acima.");

import { resolve } from "node:path";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { type Database, openDatabase } from "./db/client.js";
import { loadShippedPatents } from "./modules/patents/corpus-loader.js";
import { LOAD_PATENTS_ARG, loadInChildProcess, shippedPatentsMissing } from "./modules/patents/first-start.js";
import { warmKeywordIndex } from "./modules/patents/keyword-index.js";
import { announceSetupIfNeeded } from "./modules/setup/setup.service.js";

const config = loadConfig();
const open = () => openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
const patentDir = resolve(config.PATENT_DATA_DIR);

if (process.argv.includes(LOAD_PATENTS_ARG)) {
  // The child of a first start (first-start.ts): load, print progress, exit.
  const database = await open();
  await loadShippedPatents(database.db, patentDir, (line) => console.log(line));
  await database.close();
  process.exit(0);
}

let database: Database = await open();
await database.migrate();
// First start only (an empty index): ~10 s, before the server listens. The embedded database is one process's at a
// time, so the server lets go of it while the child loads.
if (config.PATENT_DATA_DIR !== "off" && (await shippedPatentsMissing(database.db, patentDir))) {
  await database.close();
  await loadInChildProcess();
  database = await open();
}
const app = await buildApp({ config, database });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

// A small index's keyword ranking is copied into memory before the first request (~1 s for the shipped corpus):
// without it, searches would run in SQL, the same ranking slower on PGlite, until the copy is in.
await warmKeywordIndex(database.db).catch((err) => app.log.warn({ err }, "keyword index not copied into memory"));
await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Clarity is running at ${config.appUrl} (database: ${database.kind}, mail: ${app.mailer.mode})`);
await announceSetupIfNeeded(app);

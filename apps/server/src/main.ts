import { resolve } from "node:path";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { loadShippedPatents } from "./modules/patents/corpus-loader.js";
import { announceSetupIfNeeded } from "./modules/setup/setup.service.js";

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await database.migrate();
const app = await buildApp({ config, database });
// First start only (an empty index): ~25 s on PGlite, before the server listens.
if (config.PATENT_DATA_DIR !== "off")
  await loadShippedPatents(database.db, resolve(config.PATENT_DATA_DIR), (line) => app.log.info(line));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Clarity is running at ${config.appUrl} (database: ${database.kind}, mail: ${app.mailer.mode})`);
await announceSetupIfNeeded(app);

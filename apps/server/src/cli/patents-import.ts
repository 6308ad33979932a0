/**
 * npm run patents:import -- FILE… — imports USPTO bulk full-text XML into the patent index: weekly grant files
 * (ipgYYMMDD.xml, .xml.gz or the .zip as downloaded), application publications, the 2001 pre-grant format.
 * Importing a file twice changes nothing. Progress goes to stderr, the summary to stdout. Then the technology areas'
 * landscapes the import changed are computed again and stored, so their first visitor does not wait (decision 0026).
 *   --batch N   records per database write (default 500)
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { formatSummary, type PatentStore, runImport } from "../modules/patents/import/run-import.js";
import { refreshAreaLandscapes } from "../modules/patents/patent-landscape.service.js";
import { upsertPatents } from "../modules/patents/patents-write.service.js";

const { values: args, positionals: files } = parseArgs({
  allowPositionals: true,
  options: { batch: { type: "string" } },
});

async function main() {
  if (files.length === 0) throw new Error("Give one or more files: .xml, .xml.gz or .zip.");
  const batchSize = args.batch ? Number.parseInt(args.batch, 10) : 500;
  if (!(batchSize > 0)) throw new Error("--batch takes a positive number.");
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const store: PatentStore = (batch) => upsertPatents(database.db, batch);
    const summary = await runImport(files, store, process.stderr, { batchSize });
    process.stdout.write(formatSummary(summary));
    const started = performance.now();
    const areas = await refreshAreaLandscapes(database.db);
    if (areas > 0)
      process.stderr.write(
        `${areas} area landscapes stored in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
      );
    if (summary.problems.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err: Error) => {
  process.stderr.write(`patents:import: ${err.message}\n`);
  process.exit(1);
});

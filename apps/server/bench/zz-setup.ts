import pg from "pg";
import { openDatabase } from "../src/db/client.js";
import { loadShippedPatents } from "../src/modules/patents/corpus-loader.js";

const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:55432/postgres" });
await admin.connect();
await admin.query("drop database if exists bench1m");
await admin.query("create database bench1m");
await admin.end();
const database = await openDatabase({ url: "postgres://postgres@127.0.0.1:55432/bench1m" });
await database.migrate();
await loadShippedPatents(database.db, "/work/wt-landscape/data/patents", console.log);
await database.close();

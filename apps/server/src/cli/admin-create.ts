/**
 * npm run admin:create — creates a verified super user from the terminal.
 *   Interactive: asks e-mail, first and last name, and the password (hidden, asked twice).
 *   Scripted:    --email a@b.c --first Ada --last Lovelace, password on stdin (one line) when stdin is not a terminal.
 */
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { checkSuperUserInput, createSuperUser, type SuperUserInput } from "./create-super-user.js";

const { values: args } = parseArgs({
  options: { email: { type: "string" }, first: { type: "string" }, last: { type: "string" } },
});

/** Reads one line without echoing it: raw mode, so the password never shows on screen or in scrollback. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let value = "";
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          stdin.off("data", onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stdout.write("\n");
          return resolve(value);
        }
        if (ch === "\u0003") {
          stdin.setRawMode(false);
          process.stdout.write("\n");
          process.exit(130);
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function readStdin(): Promise<string> {
  let data = "";
  for await (const chunk of process.stdin) data += chunk;
  return data.split(/\r?\n/)[0] ?? "";
}

async function gather(): Promise<SuperUserInput> {
  if (!process.stdin.isTTY) {
    if (!args.email || !args.first || !args.last) {
      throw new Error("Without a terminal, pass --email, --first and --last, and the password on stdin.");
    }
    return { email: args.email, firstName: args.first, lastName: args.last, password: await readStdin() };
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const email = args.email ?? (await rl.question("E-mail: "));
  const firstName = args.first ?? (await rl.question("First name: "));
  const lastName = args.last ?? (await rl.question("Last name: "));
  rl.close();
  const password = await askHidden("Password (8 to 128 characters): ");
  if ((await askHidden("Repeat the password: ")) !== password) throw new Error("Passwords do not match.");
  return { email, firstName, lastName, password };
}

async function main() {
  const input = await gather();
  // Refuse bad input before touching the database.
  const checked = checkSuperUserInput(input);
  if (!checked.ok) throw new Error(checked.error);
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const user = await createSuperUser(database.db, input);
    process.stdout.write(`Super user ${user.email} created (verified). Sign in at ${config.appUrl}/login\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: Error) => {
  process.stderr.write(`admin:create: ${err.message}\n`);
  process.exit(1);
});

// Seeds 100,000 users and prints the admin list's p50/p95 latency for search and each filter.
// Run: npm run bench:admin   (PGlite in memory; with DATABASE_URL, a throwaway database on that server)
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createPglite, openDatabase } from "../src/db/client.js";
import { hashSecret } from "../src/lib/passwords.js";
import { usersRepository } from "../src/modules/users/users.repository.js";

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const ORIGIN = "http://127.0.0.1:3999";

const database = process.env.DATABASE_URL
  ? await openDatabase({ url: process.env.DATABASE_URL })
  : await openDatabase({ pglite: await createPglite() });
await database.migrate();
const { db } = database;

let t0 = performance.now();
// One INSERT … SELECT generate_series: every 20th blocked, every 7th unverified, every 500th admin.
await db.execute(sql`
  insert into users (email, first_name, last_name, password_hash, verified_at, blocked_at, is_admin, created_at)
  select 'user' || g || '@example.com', 'First' || (g % 997), 'Last' || g, 'x',
         case when g % 7 = 0 then null else now() end,
         case when g % 20 = 0 then now() else null end,
         g % 500 = 0,
         now() - (g || ' seconds')::interval
  from generate_series(1, ${USERS}) g`);
await db.execute(sql`analyze users`);
console.log(
  `seeded ${USERS.toLocaleString("en-US")} users in ${((performance.now() - t0) / 1000).toFixed(1)} s (${database.kind})`,
);

const admin = await usersRepository.insert(db, {
  email: "bench-admin@example.com",
  firstName: "Bench",
  lastName: "Admin",
  passwordHash: await hashSecret("bench admin password"),
  verifiedAt: new Date(),
  isAdmin: true,
});
const config = loadConfig({
  NODE_ENV: "test",
  APP_URL: ORIGIN,
  DATA_DIR: mkdtempSync(join(tmpdir(), "clarity-bench-")),
  SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
  LOG_LEVEL: "silent",
});
const app = await buildApp({ config, database, logger: false });
const login = await app.inject({
  method: "POST",
  url: "/api/auth/login",
  headers: { origin: ORIGIN },
  payload: { email: admin.email, password: "bench admin password" },
});
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

const cases: Array<[string, string]> = [
  ["all, page 1", "filter=all"],
  ["all, page 2,000", "filter=all&page=2000"],
  ["active", "filter=active"],
  ["blocked", "filter=blocked"],
  ["unverified", "filter=unverified"],
  ["admins", "filter=admins"],
  ["search e-mail 'user4242'", "q=user4242"],
  ["search name 'first99'", "q=first99"],
  ["search id prefix", `q=${admin.id.slice(0, 8)}`],
  ["search + blocked", "q=user12&filter=blocked"],
];

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
console.log(`\nGET /api/admin/users, ${RUNS} warm runs each (ms)`);
console.log("case".padEnd(28), "p50".padStart(8), "p95".padStart(8), "total".padStart(8));
for (const [name, query] of cases) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    t0 = performance.now();
    const res = await app.inject({ method: "GET", url: `/api/admin/users?${query}`, headers: { cookie } });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    total = res.json().total;
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    name.padEnd(28),
    pct(times, 50).toFixed(1).padStart(8),
    pct(times, 95).toFixed(1).padStart(8),
    String(total).padStart(8),
  );
}
await app.close();
await database.close();

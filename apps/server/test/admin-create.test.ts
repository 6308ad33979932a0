import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSuperUser } from "../src/cli/create-super-user.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";
import { PASSWORD, uniqueEmail } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const root = resolve(import.meta.dirname, "../../..");

/** Runs `npm run admin:create`'s script as a script would: flags, and the password piped on stdin. */
function runCli(args: string[], stdin: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(join(root, "node_modules/.bin/tsx"), ["apps/server/src/cli/admin-create.ts", ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => done({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe("admin:create (SECURITY 16: the terminal way to the first super user)", () => {
  it("creates a verified super user who can sign in at once", async () => {
    const email = uniqueEmail("root");
    const user = await createSuperUser(t.app.db, { email, firstName: "Root", lastName: "User", password: PASSWORD });
    expect(user).toMatchObject({ isSuperUser: true, isAdmin: true });
    expect(user.verifiedAt).not.toBeNull();
    const login = await new Client(t.app, freshIp()).post("/api/auth/login", { email, password: PASSWORD });
    expect(login.body.user).toMatchObject({ isSuperUser: true, verified: true });
  });

  it("refuses a weak password with the same message as the forms, and a taken address", async () => {
    await expect(
      createSuperUser(t.app.db, { email: uniqueEmail(), firstName: "A", lastName: "B", password: "password123" }),
    ).rejects.toThrow("This password is too common. Please choose a less predictable one.");
    await expect(
      createSuperUser(t.app.db, { email: uniqueEmail(), firstName: "A", lastName: "B", password: "short" }),
    ).rejects.toThrow("Password must be at least 8 characters long.");
    const email = uniqueEmail();
    await createSuperUser(t.app.db, { email, firstName: "A", lastName: "B", password: PASSWORD });
    await expect(
      createSuperUser(t.app.db, { email, firstName: "A", lastName: "B", password: PASSWORD }),
    ).rejects.toThrow("An account with this email already exists");
  });

  it("the script refuses a weak password read from stdin, before touching any database", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "clarity-cli-"));
    const res = await runCli(["--email", "cli@example.com", "--first", "Cli", "--last", "User"], "12345678\n", {
      DATA_DIR: dataDir,
    });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("This password is too common. Please choose a less predictable one.");
    expect(res.stdout).not.toContain("12345678");
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, oneTimeTokens, users } from "../src/db/schema.js";
import { announceSetupIfNeeded } from "../src/modules/setup/setup.service.js";
import { issueToken } from "../src/modules/tokens/tokens.service.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { QUESTION, rowCount } from "./helpers/auth.js";
import { PASSWORD } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setupBody = (token: string, email = "founder@example.com") => ({
  token,
  email,
  password: PASSWORD,
  firstName: "Ada",
  lastName: "Founder",
  securityQuestion: QUESTION,
  securityAnswer: "Rex",
});

/** The link printed at start, captured instead of written to the terminal. */
async function printedToken(): Promise<string> {
  const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  try {
    const url = await announceSetupIfNeeded(t.app);
    expect(url).not.toBeNull();
    expect(String(write.mock.calls[0]?.[0])).toContain(url ?? "-");
    return new URL(url ?? "").searchParams.get("token") ?? "";
  } finally {
    write.mockRestore();
  }
}

describe("SECURITY 16: no default credentials; the first super user comes from the one-time setup link", () => {
  it("a fresh database has no users, and setup is needed", async () => {
    expect(await rowCount(t.app, users)).toBe(0);
    expect((await new Client(t.app).get("/api/setup/status")).body).toEqual({ needed: true });
  });

  it("an unknown or malformed setup link is refused with 400", async () => {
    for (const token of ["E".repeat(43), "nope"]) {
      const res = await new Client(t.app).post("/api/setup", setupBody(token));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: "Invalid or expired setup link." });
    }
    expect(await rowCount(t.app, users)).toBe(0);
  });

  it("an expired setup link is refused", async () => {
    const token = await issueToken(t.app.db, "setup", null);
    await t.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.kind, "setup"));
    const res = await new Client(t.app).post("/api/setup", setupBody(token));
    expect(res.body).toEqual({ success: false, error: "Invalid or expired setup link." });
  });

  it("the printed link creates the first super user once, verified and signed in; a second use is refused", async () => {
    const token = await printedToken();
    const c = new Client(t.app);
    const res = await c.post("/api/setup", setupBody(token));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      user: { email: "founder@example.com", verified: true, isAdmin: true, isSuperUser: true, isDemoUser: false },
    });
    expect(c.cookie).toMatch(/^sid=/);
    const session = (await c.get("/api/auth/session")).body.user;
    expect(session.isSuperUser).toBe(true);
    // The setup link signed them in: their Last Login is now, not 'Never'.
    expect(Date.now() - Date.parse(session.lastLogin)).toBeLessThan(60_000);
    const [row] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, "setup.complete"));
    expect(row?.outcome).toBe("ok");

    const again = await new Client(t.app).post("/api/setup", setupBody(token, "intruder@example.com"));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: "Setup is already complete." });
    expect((await new Client(t.app).get("/api/setup/status")).body).toEqual({ needed: false });
    expect(await rowCount(t.app, users)).toBe(1);
    // And nothing more is printed at the next start.
    expect(await announceSetupIfNeeded(t.app)).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { freshIp, QUESTION, snapshot } from "./helpers/auth.js";
import { PASSWORD, seedUser, signedIn } from "./helpers/users.js";

let t: TestApp;
let signed: Client;
let email: string;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: "true" });
  const user = await seedUser(t.app);
  email = user.email;
  signed = await signedIn(t.app, user, PASSWORD, freshIp());
});
afterAll(() => t.close());

const TOKEN = "F".repeat(43);

/** Every account endpoint that takes a body, with a body that would pass validation. */
const ENDPOINTS: Array<{ method: string; url: string; body: () => Record<string, unknown>; signedIn?: boolean }> = [
  {
    method: "POST",
    url: "/api/auth/register",
    body: () => ({
      email: "valid@example.com",
      password: PASSWORD,
      firstName: "A",
      lastName: "B",
      securityQuestion: QUESTION,
      securityAnswer: "x",
    }),
  },
  { method: "POST", url: "/api/auth/login", body: () => ({ email: "valid@example.com", password: PASSWORD }) },
  { method: "POST", url: "/api/auth/demo-login", body: () => ({ email: "valid@example.com", password: "x" }) },
  { method: "POST", url: "/api/auth/security-question", body: () => ({ email: "valid@example.com" }) },
  { method: "POST", url: "/api/auth/request-reset", body: () => ({ email: "valid@example.com", securityAnswer: "x" }) },
  {
    method: "POST",
    url: "/api/auth/reset-password",
    body: () => ({ token: TOKEN, newPassword: "valid new passphrase" }),
  },
  { method: "POST", url: "/api/auth/verify", body: () => ({ token: TOKEN }) },
  { method: "POST", url: "/api/auth/resend-verification", body: () => ({ email: "valid@example.com" }) },
  {
    method: "POST",
    url: "/api/auth/change-email",
    body: () => ({ currentEmail: email, newEmail: "valid@example.com", password: PASSWORD }),
    signedIn: true,
  },
  { method: "POST", url: "/api/auth/verify-email-change", body: () => ({ token: TOKEN }) },
  { method: "DELETE", url: "/api/auth/delete-account", body: () => ({ email, password: PASSWORD }), signedIn: true },
  {
    method: "POST",
    url: "/api/setup",
    body: () => ({
      token: TOKEN,
      email: "valid@example.com",
      password: PASSWORD,
      firstName: "A",
      lastName: "B",
      securityQuestion: QUESTION,
      securityAnswer: "x",
    }),
  },
];

const clientFor = (e: { signedIn?: boolean }) => (e.signedIn ? signed : new Client(t.app, freshIp()));

function expectClearRefusal(res: { status: number; body: Record<string, unknown> }, label: string, status = 400) {
  expect(res.status, label).toBe(status);
  expect(res.body.success, label).toBe(false);
  expect(typeof res.body.error, label).toBe("string");
  expect(String(res.body.error).length, label).toBeGreaterThan(5);
}

describe("every account endpoint refuses bad bodies with a clear message and changes nothing", () => {
  for (const e of ENDPOINTS) {
    it(`${e.method} ${e.url}`, async () => {
      const before = await snapshot(t.app);
      const mails = t.mail.messages.length;
      const c = clientFor(e);
      const send = (body: unknown) => c.request(e.method, e.url, body);

      // Missing fields: none at all, and each one left out.
      expectClearRefusal(await send({}), "empty body");
      for (const field of Object.keys(e.body())) {
        const { [field]: _left, ...rest } = e.body();
        // request-reset's answer is optional by design (the mailbox-only recovery offer): leaving it out is valid.
        if (e.url === "/api/auth/request-reset" && field === "securityAnswer") continue;
        expectClearRefusal(await send(rest), `without ${field}`);
      }
      // Wrong types.
      for (const field of Object.keys(e.body())) {
        for (const wrong of [12345, true, ["a"], { a: 1 }]) {
          expectClearRefusal(await send({ ...e.body(), [field]: wrong }), `${field} = ${JSON.stringify(wrong)}`);
        }
      }
      // Unknown fields are named in the message.
      const unknown = await send({ ...e.body(), isAdmin: true });
      expectClearRefusal(unknown, "unknown field");
      expect(String(unknown.body.error)).toContain("isAdmin");
      // Not an object, or not JSON at all.
      expectClearRefusal(await send(JSON.stringify([e.body()])), "array body");
      expectClearRefusal(await send("{not json"), "malformed JSON");
      // Oversized.
      const big = await send({ ...e.body(), padding: "x".repeat(300 * 1024) });
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ success: false, error: "Request body is too large" });

      expect(await snapshot(t.app)).toEqual(before);
      expect(t.mail.messages.length).toBe(mails);
    });
  }

  it("POST /api/auth/logout refuses an oversized body with 413", async () => {
    const res = await new Client(t.app).post("/api/auth/logout", { padding: "x".repeat(300 * 1024) });
    expect(res.status).toBe(413);
  });

  it("GET /api/auth/user/:email refuses an over-long address with 400 in the reply shape", async () => {
    // Longer than any e-mail address (254): refused by validation, nothing is looked up.
    const res = await signed.get(`/api/auth/user/${"a".repeat(300)}%40example.com`);
    expectClearRefusal(res, "long address", 400);
  });

  it("names the problem with the form's own sentences", async () => {
    const c = new Client(t.app, freshIp());
    expect((await c.post("/api/auth/login", { password: "x" })).body.error).toBe("Email is required");
    expect((await c.post("/api/auth/login", { email: "not-an-address", password: "x" })).body.error).toBe(
      "Please enter a valid email address",
    );
    expect((await c.post("/api/auth/resend-verification", {})).body.error).toBe("Please enter your email address");
    expect((await c.post("/api/auth/reset-password", { token: TOKEN })).body.error).toBe("Password is required");
    const reg = await c.post("/api/auth/register", {
      email: "a@example.com",
      password: PASSWORD,
      firstName: " ",
      lastName: "B",
      securityQuestion: QUESTION,
      securityAnswer: "x",
    });
    expect(reg.body.error).toBe("All fields are required.");
  });
});

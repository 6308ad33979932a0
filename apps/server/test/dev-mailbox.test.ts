import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Client, createTestApp } from "./helpers/app.js";
import { freshIp, registration } from "./helpers/auth.js";

/** No web build, so nothing (not even the SPA fallback) answers an unknown page. */
const noSpa = () => mkdtempSync(join(tmpdir(), "clarity-no-web-"));

describe("/dev/mailbox", () => {
  it("in development with the outbox, lists the mail newest first, escaped, with clickable links", async () => {
    const t = await createTestApp({ SMTP_URL: "" });
    try {
      expect(t.app.mailer.mode).toBe("outbox");
      const first = registration({ firstName: "<script>alert(1)</script>" });
      const second = registration();
      await new Client(t.app, freshIp()).post("/api/auth/register", first);
      await new Client(t.app, freshIp()).post("/api/auth/register", second);

      const res = await t.app.inject({ method: "GET", url: "/dev/mailbox" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      const html = res.body;
      expect(html).toContain("Dev mailbox");
      expect(html).toContain("Verify your email address");
      expect(html.indexOf(second.email)).toBeGreaterThan(-1);
      expect(html.indexOf(second.email)).toBeLessThan(html.indexOf(first.email));
      expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:3999\/verify\?token=[A-Za-z0-9_-]{43}"/);
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    } finally {
      await t.close();
    }
  });

  it("does not exist in production, even with the outbox", async () => {
    const t = await createTestApp({ SMTP_URL: "", NODE_ENV: "production", WEB_DIST: noSpa() });
    try {
      expect(t.app.hasRoute({ method: "GET", url: "/dev/mailbox" })).toBe(false);
      expect((await t.app.inject({ method: "GET", url: "/dev/mailbox" })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it("does not exist when real SMTP is configured", async () => {
    const t = await createTestApp({ WEB_DIST: noSpa() });
    try {
      expect(t.app.hasRoute({ method: "GET", url: "/dev/mailbox" })).toBe(false);
      expect((await t.app.inject({ method: "GET", url: "/dev/mailbox" })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

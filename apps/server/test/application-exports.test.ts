import { readFileSync } from "node:fs";
import { pngOf, readDocx, readPdf } from "@app/audit/read-back";
import { APPLICATION_NOT_FOUND, AUDIT_NOT_FOUND } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, createTestApp, type Reply, type TestApp } from "./helpers/app.js";
import { freshIp } from "./helpers/auth.js";
import { sample, upload } from "./helpers/images.js";
import { PASSWORD, seedUser, signedIn } from "./helpers/users.js";

const FIELDS = {
  title: "Folding ladder with a locking hinge / “v2”",
  abstract: "A folding ladder has two rails joined by a hinge that locks when the ladder is opened.",
  field: "The invention relates to portable ladders.",
  background: "Folding ladders collapse when their hinge is not locked.",
  summary: "A folding ladder has two rails, a hinge joining the rails, and a locking pin.",
  drawings: "FIG. 1 is a side view of the ladder.\n\nFIG. 2 is a photograph of the hinge.",
  detailedDescription: "As shown in FIG. 1, the ladder has a first rail 10 and a second rail 12 joined by a hinge 14.",
  inventors: [{ name: "Ada Lovelace", address: "12 Rue de Rivoli, Paris", residence: "Paris, France" }],
};
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const user = async () => signedIn(t.app, await seedUser(t.app), PASSWORD, freshIp());
/** An application with two figures: a real PNG, and a file that is a PNG by its first bytes only. */
async function application(c: Client) {
  const images = (
    await upload(c, "draft", [
      { name: "Side view.png", bytes: Buffer.from(pngOf(400, 300)) },
      { name: "Hinge photo.png", bytes: sample.png() },
    ])
  ).body.images;
  return (await c.post("/api/patent-applications/save", { ...FIELDS, images })).body.data as { id: string };
}
async function download(c: Client, url: string): Promise<Reply<Buffer>> {
  const res = await t.app.inject({
    method: "GET",
    url,
    remoteAddress: c.ip,
    headers: c.cookie ? { cookie: c.cookie } : {},
  });
  return { status: res.statusCode, body: res.rawPayload, headers: res.headers };
}

describe("GET /api/patent-applications/:id/export.docx and .pdf", () => {
  it("sends the owner a Word file to save, under a safe name, with the figures and the cover sheet", async () => {
    const c = await user();
    const { id } = await application(c);
    const res = await download(c, `/api/patent-applications/${id}/export.docx`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe(DOCX);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="folding-ladder-with-a-locking-hinge-v2.docx"',
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const docx = readDocx(res.body);
    const texts = docx.paragraphs.map((p) => p.text);
    expect(texts).toContain("Inventor 1: Ada Lovelace");
    expect(texts).toContain("Residence (city and state or foreign country): Paris, France");
    expect(texts).toContain("[0001]  The invention relates to portable ladders.");
    expect(texts).toContain("FOLDING LADDER WITH A LOCKING HINGE / “V2”");
    // The real PNG is embedded; the unreadable one is named in its place.
    expect(docx.paragraphs.filter((p) => p.images > 0)).toHaveLength(1);
    expect(texts).toContain("This image could not be read: upload it again as PNG or JPEG.");
    expect(texts.filter((x) => /^FIG\. \d$/.test(x))).toEqual(["FIG. 1", "FIG. 2"]);
  });

  it("sends the owner the same specification as a PDF", async () => {
    const c = await user();
    const { id } = await application(c);
    const res = await download(c, `/api/patent-applications/${id}/export.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="folding-ladder-with-a-locking-hinge-v2.pdf"',
    );
    const pages = await readPdf(res.body);
    // Cover sheet, one page of description, the abstract, two drawing sheets.
    expect(pages).toHaveLength(5);
    expect(pages[2].text).toMatch(/^ABSTRACT OF THE DISCLOSURE/);
    expect(pages[1].text).toContain("[0005]");
    expect(pages[3].text).toContain("Side view");
  });

  it("embeds WebP and GIF figures in the PDF and the DOCX, converted to PNG, with no note on their sheets", async () => {
    const c = await user();
    const fixture = (name: string) =>
      readFileSync(new URL(`../../../packages/audit/src/export/fixtures/${name}`, import.meta.url));
    const images = (
      await upload(c, "draft", [
        { name: "Photo.webp", bytes: fixture("figure.webp") },
        { name: "Sketch.gif", bytes: fixture("figure.gif") },
      ])
    ).body.images;
    const { id } = (await c.post("/api/patent-applications/save", { ...FIELDS, images })).body.data as { id: string };
    const pdf = await download(c, `/api/patent-applications/${id}/export.pdf`);
    const sheets = (await readPdf(pdf.body)).slice(-2).map((p) => p.text);
    expect(sheets[0]).toContain("Photo");
    for (const sheet of sheets) expect(sheet).not.toMatch(/cannot be embedded|could not be read/);
    expect(pdf.body.toString("latin1").match(/\/Subtype \/Image/g)).toHaveLength(2);
    const docx = readDocx((await download(c, `/api/patent-applications/${id}/export.docx`)).body);
    expect(docx.files.filter((f) => /^word\/media\/.+\.png$/.test(f))).toHaveLength(2);
  });

  it("answers 401 signed out, 404 for another user's application, a bad id or an unknown one", async () => {
    const owner = await user();
    const { id } = await application(owner);
    const other = await user();
    for (const format of ["docx", "pdf"]) {
      expect((await download(new Client(t.app), `/api/patent-applications/${id}/export.${format}`)).status).toBe(401);
      for (const target of [id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
        const res = await other.get(`/api/patent-applications/${target}/export.${format}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, error: APPLICATION_NOT_FOUND });
      }
    }
  });

  it("refuses a 21st export within a minute with 429", async () => {
    const c = await user();
    const { id } = await application(c);
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await c.get(`/api/patent-applications/${id}/export.pdf`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("GET /api/patent-applications/:id/audits/:auditId/report.docx and .pdf", () => {
  it("sends a saved audit's report: readiness, grounds and findings, as Word and as PDF", async () => {
    const c = await user();
    const { id } = await application(c);
    const audit = (await c.post(`/api/patent-applications/${id}/audits`, {})).body.audit;
    const date = audit.createdAt.slice(0, 10);

    const word = await download(c, `/api/patent-applications/${id}/audits/${audit.id}/report.docx`);
    expect(word.status).toBe(200);
    expect(word.headers["content-disposition"]).toBe(
      `attachment; filename="audit-folding-ladder-with-a-locking-hinge-v2-${date}.docx"`,
    );
    const texts = readDocx(word.body).paragraphs.map((p) => p.text);
    expect(texts[0]).toBe("PATENT AUDIT REPORT");
    expect(texts).toContain(`Readiness: ${audit.summary.readiness}`);
    expect(texts).toContain("Formalities (37 CFR 1.72, 1.77, 1.84)");

    const pdf = await download(c, `/api/patent-applications/${id}/audits/${audit.id}/report.pdf`);
    expect(pdf.status).toBe(200);
    const text = (await readPdf(pdf.body)).map((p) => p.text).join("\n");
    expect(text).toContain("PATENT AUDIT REPORT");
    expect(text).toContain(audit.report.findings[0].why.slice(0, 40));
  });

  it("answers 404 for another user's audit, an unknown audit or a bad id, and 401 signed out", async () => {
    const c = await user();
    const { id } = await application(c);
    const audit = (await c.post(`/api/patent-applications/${id}/audits`, {})).body.audit;
    const other = await user();
    expect((await other.get(`/api/patent-applications/${id}/audits/${audit.id}/report.pdf`)).body).toEqual({
      success: false,
      error: APPLICATION_NOT_FOUND,
    });
    for (const auditId of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      const res = await c.get(`/api/patent-applications/${id}/audits/${auditId}/report.docx`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: AUDIT_NOT_FOUND });
    }
    const signedOut = await download(new Client(t.app), `/api/patent-applications/${id}/audits/${audit.id}/report.pdf`);
    expect(signedOut.status).toBe(401);
  });
});

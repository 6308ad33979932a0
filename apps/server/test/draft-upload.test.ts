import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  DRAFT_FILE_MAX_BYTES,
  DRAFT_FILE_NO_TEXT,
  DRAFT_FILE_TOO_LARGE,
  DRAFT_FILE_TYPE_REFUSED,
  DRAFT_FILE_UNREADABLE,
} from "@app/contracts";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { checks, type Found } from "./helpers/audit-index.js";
import { freshIp } from "./helpers/auth.js";
import { PASSWORD, seedUser, signedIn } from "./helpers/users.js";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../packages/audit/src/readers/fixtures/${name}`, import.meta.url));

type File = { name: string; bytes: Buffer; type?: string };

/** A multipart/form-data body as a browser's FormData sends it: each file under `file`, then the text fields. */
function form(files: File | File[] | null, fields: Record<string, string> = {}) {
  const boundary = `----vitest${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const file of [files ?? []].flat())
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const uploadDraft = (c: Client, ...args: Parameters<typeof form>) => {
  const { body, type } = form(...args);
  return c.request("POST", "/api/audits/draft/file", body, { "content-type": type });
};

/** A PDF with a drawing and no text, as a scanner makes (pdfkit, the server's own PDF library). */
function scannedPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "LETTER" });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.rect(100, 100, 300, 200).fill("#333");
    doc.end();
  });
}

/** An application as the wizard saves it (a paragraph per line), to export and upload again. */
const EXPORTED = {
  title: "Folding ladder with a locking hinge",
  abstract: "A folding ladder has two rails joined by a hinge that locks when the ladder is opened.",
  field: "The invention relates to portable ladders.",
  background: "Folding ladders collapse when their hinge is not locked.\n\nUsers are injured when they do.",
  summary: "A folding ladder has two rails, a hinge joining the rails, and a substantially rigid locking pin.",
  drawings: "FIG. 1 is a side view of the ladder.",
  detailedDescription: "As shown in FIG. 1, the ladder has a first rail 10 and a second rail 12 joined by a hinge 14.",
  inventors: [{ name: "Ada Lovelace", address: "12 Rue de Rivoli, Paris", residence: "Paris, France" }],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const user = async () => signedIn(t.app, await seedUser(t.app), PASSWORD, freshIp());

describe("POST /api/audits/draft/file", () => {
  it("audits a .docx: its sections recognised as the wizard's fields, each finding with its words in context", async () => {
    const c = await user();
    const res = await uploadDraft(c, { name: "draft.docx", bytes: fixture("draft.docx") });
    expect(res.status).toBe(200);
    expect(res.body.fields.title).not.toBe("");
    expect(res.body.fields.detailedDescription).not.toBe("");
    const placed = res.body.report.findings.filter((f: Found & { place: unknown }) => f.place);
    expect(placed.length).toBeGreaterThan(0);
    for (const f of placed) expect(f.context.text.slice(f.context.start, f.context.end)).toBe(f.excerpt);
  });

  it("audits a text PDF, whatever name and type the browser gives it, with the planned claims sent beside it", async () => {
    const c = await user();
    const res = await uploadDraft(
      c,
      { name: "draft.bin", bytes: fixture("draft.pdf"), type: "text/plain" },
      { plannedClaims: "1. A latch comprising a housing and a magnetic catch that is substantially quiet." },
    );
    expect(res.status).toBe(200);
    expect(res.body.fields.field).toContain("pet doors");
    expect(res.body.fields.detailedDescription).toContain("catch 18");
    expect(checks(res.body.report.findings).some((f) => f.startsWith("112b.degree-terms: substantially"))).toBe(true);
  });

  it("audits a plain-text file", async () => {
    const c = await user();
    const text =
      "TITLE\nA lamp\nBRIEF DESCRIPTION OF THE DRAWINGS\nFIG. 1 is a side view.\nDETAILED DESCRIPTION\nFIG. 2 shows a lamp 10.\nABSTRACT\nA lamp.";
    const res = await uploadDraft(c, { name: "draft.txt", bytes: Buffer.from(text) });
    expect(res.status).toBe(200);
    expect(checks(res.body.report.findings)).toContain("formalities.figures: FIG. 2");
  });

  it("a DOCX or PDF exported here reads back as the application: its fields, and the findings of its own audit", async () => {
    const c = await user();
    const saved = await c.post("/api/patent-applications/save", EXPORTED);
    const id = (saved.body.data as { id: string }).id;
    const own = await c.post(`/api/patent-applications/${id}/audits`, {});
    expect(own.status).toBe(201);
    expect(own.body.audit.report.findings.length).toBeGreaterThan(0);
    const placed = (findings: Found[]) => findings.map((f) => JSON.stringify(f));
    for (const format of ["docx", "pdf"]) {
      const file = await t.app.inject({
        method: "GET",
        url: `/api/patent-applications/${id}/export.${format}`,
        remoteAddress: c.ip,
        headers: { cookie: c.cookie ?? "" },
      });
      expect(file.statusCode).toBe(200);
      const res = await uploadDraft(c, { name: `exported.${format}`, bytes: file.rawPayload });
      expect(res.status).toBe(200);
      const { inventors: _, ...fields } = EXPORTED;
      expect(res.body.fields).toEqual({ crossReference: "", federalResearch: "", ...fields });
      // The cover sheet is not read as the field, nor the drawing sheets as the abstract: the same findings.
      expect(placed(res.body.report.findings)).toEqual(placed(own.body.audit.report.findings));
    }
  });

  it("a scanned PDF (no text) is refused with 400 and says what to do instead", async () => {
    const c = await user();
    const res = await uploadDraft(c, { name: "scan.pdf", bytes: await scannedPdf() });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(DRAFT_FILE_NO_TEXT);
  });

  it("a damaged PDF or .docx is refused with 400", async () => {
    const c = await user();
    const pdf = await uploadDraft(c, { name: "bad.pdf", bytes: Buffer.from("%PDF-1.7\nnot really a pdf") });
    expect(pdf.status).toBe(400);
    expect(pdf.body.error).toBe(DRAFT_FILE_UNREADABLE);
    const zip = Buffer.concat([Buffer.from("504b0304", "hex"), randomBytes(200)]);
    const docx = await uploadDraft(c, { name: "bad.docx", bytes: zip });
    expect(docx.status).toBe(400);
    expect(docx.body.error).toBe(DRAFT_FILE_UNREADABLE);
  });

  it("a file of another type (an image named .docx, an old binary .doc) is refused with 415", async () => {
    const c = await user();
    const png = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), randomBytes(300)]);
    const res = await uploadDraft(c, { name: "draft.docx", bytes: png, type: "application/msword" });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe(DRAFT_FILE_TYPE_REFUSED);
    const doc = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(300)]);
    expect((await uploadDraft(c, { name: "draft.doc", bytes: doc })).status).toBe(415);
  });

  it("a file over 10 MB is refused with 413", async () => {
    const c = await user();
    const big = Buffer.alloc(DRAFT_FILE_MAX_BYTES + 1, "a");
    const res = await uploadDraft(c, { name: "big.txt", bytes: big });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(DRAFT_FILE_TOO_LARGE);
  });

  it("refuses no file, two files, an unknown field, JSON instead of a form; signed out is 401", async () => {
    const c = await user();
    expect((await uploadDraft(c, null, { plannedClaims: "1. A lamp." })).status).toBe(400);
    const txt = { name: "a.txt", bytes: Buffer.from("TITLE\nA lamp") };
    expect((await uploadDraft(c, txt, { save: "yes" })).status).toBe(400);
    expect((await uploadDraft(c, [txt, txt])).status).toBe(400);
    expect((await c.post("/api/audits/draft/file", { text: "TITLE\nA lamp" })).status).toBe(415);
    expect((await uploadDraft(new Client(t.app, freshIp()), txt)).status).toBe(401);
  });

  it("shares the audit rate limit with the other audit routes: the 11th audit in a minute is 429", async () => {
    const c = await user();
    const txt = { name: "a.txt", bytes: Buffer.from("TITLE\nA lamp\nABSTRACT\nA lamp.") };
    for (let i = 0; i < 5; i++) expect((await c.post("/api/audits/draft", { text: "TITLE\nA lamp" })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await uploadDraft(c, txt)).status).toBe(200);
    expect((await uploadDraft(c, txt)).status).toBe(429);
  });
});

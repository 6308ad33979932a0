import { readFileSync } from "node:fs";
import { readDocx, readPdf } from "@app/audit/read-back";
import type { Download, Locator } from "@playwright/test";
import { expect, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";
import { apiPost } from "../fixtures/users";

/** Issue 12, Export: the specification as DOCX and PDF, and the fee and deadlines for a filing date. */

const FIELDS = {
  title: "Folding ladder with a locking hinge",
  abstract: "A folding ladder has two rails joined by a hinge that locks when the ladder is opened.",
  field: "The invention relates to portable ladders.",
  background: "Folding ladders collapse when their hinge is not locked.",
  summary: "A folding ladder has two rails, a hinge joining the rails, and a locking pin.",
  drawings: "FIG. 1 is a side view of the ladder.",
  detailedDescription: "The ladder has a first rail 10 and a second rail 12 joined by a hinge 14.",
  inventors: [{ name: "Ada Lovelace", address: "12 Analytical Row, London", residence: "London, United Kingdom" }],
};

const bytesOf = async (download: Download) => readFileSync(await download.path());
const downloadFrom = async (dialog: Locator, name: string) => {
  const [download] = await Promise.all([
    dialog.page().waitForEvent("download"),
    dialog.getByRole("link", { name }).click(),
  ]);
  return download;
};

test("from the wizard's Review step: DOCX and PDF downloaded, the fee and deadlines for a filing date; also from the card", async ({
  page,
  signedIn,
  app,
}) => {
  await signedIn(page);
  const id = ((await apiPost(page.request, app.url, "/patent-applications/save", FIELDS)).body.data as { id: string })
    .id;
  await page.goto(`/patent-buddy/wizard/${id}`);
  await page
    .getByRole("navigation", { name: "Wizard steps" })
    .getByRole("button", { name: /^Review/ })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Review", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Export and filing dates" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("WebP and GIF figures are converted to PNG for the files")).toBeVisible();

  const docx = await downloadFrom(dialog, "Download DOCX");
  expect(docx.suggestedFilename()).toBe("folding-ladder-with-a-locking-hinge.docx");
  const word = readDocx(await bytesOf(docx)).paragraphs.map((p) => p.text);
  expect(word).toContain("Inventor 1: Ada Lovelace");
  expect(word).toContain("[0001]  The invention relates to portable ladders.");

  const pdf = await downloadFrom(dialog, "Download PDF");
  expect(pdf.suggestedFilename()).toBe("folding-ladder-with-a-locking-hinge.pdf");
  const pages = await readPdf(await bytesOf(pdf));
  expect(pages.map((p) => p.text.split("\n")[0])).toEqual([
    "PROVISIONAL APPLICATION FOR PATENT COVER SHEET",
    "FOLDING LADDER WITH A LOCKING HINGE",
    "ABSTRACT OF THE DISCLOSURE",
  ]);

  // A filing on Friday 14 March 2025: twelve months end on a Saturday, so the deadline is Monday.
  await dialog.getByLabel("Filing date").fill("2025-03-14");
  const fees = dialog.getByRole("table", { name: "Provisional filing fee by entity size" });
  await expect(fees.getByRole("row")).toHaveText(["Large entity$325", "Small entity$130", "Micro entity$65"]);
  await expect(
    dialog.getByText("37 CFR 1.16(d), provisional application filing fee, in force since January 19, 2025."),
  ).toBeVisible();
  await expect(dialog.getByText("File the non-provisional application by: Monday, March 16, 2026")).toBeVisible();
  await expect(dialog.getByText("Saturday, March 14, 2026 is a Saturday, so the deadline moves")).toBeVisible();
  await expect(dialog.getByText("Restoration window ends: Thursday, May 14, 2026")).toBeVisible();
  // Memorial Day 2026: the deadline moves to Tuesday.
  await dialog.getByLabel("Filing date").fill("2025-05-25");
  await expect(dialog.getByText("File the non-provisional application by: Tuesday, May 26, 2026")).toBeVisible();
  await expect(dialog.getByText("is a federal holiday (Memorial Day)")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.goto("/patent-applications");
  const card = page.getByRole("article", { name: FIELDS.title });
  await card.getByRole("button", { name: "Export", exact: true }).click();
  await expect(dialog.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
    "href",
    `/api/patent-applications/${id}/export.pdf`,
  );
  // Today by default.
  const today = new Date().toISOString().slice(0, 10);
  await expect(dialog.getByLabel("Filing date")).toHaveValue(today);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the audit report page offers the report as PDF and DOCX; both read back as the report shown", async ({
  page,
  signedIn,
  app,
}) => {
  await signedIn(page);
  const id = ((await apiPost(page.request, app.url, "/patent-applications/save", FIELDS)).body.data as { id: string })
    .id;
  const ran = await apiPost(page.request, app.url, `/patent-applications/${id}/audits`, {
    plannedClaims: "1. A folding ladder comprising two rails and a substantially rigid hinge joining the rails.",
  });
  expect(ran.status).toBe(201);
  const audit = ran.body.audit as {
    id: string;
    createdAt: string;
    report: { summary: { readiness: string }; findings: { why: string; fix: string }[] };
  };
  await page.goto(`/patent-applications/${id}/audits/${audit.id}`);
  await expect(page.getByText(audit.report.summary.readiness)).toBeVisible();
  const day = audit.createdAt.slice(0, 10);

  const docx = await downloadFrom(page.locator("main"), "Download report DOCX");
  expect(docx.suggestedFilename()).toBe(`audit-folding-ladder-with-a-locking-hinge-${day}.docx`);
  const word = readDocx(await bytesOf(docx)).paragraphs.map((p) => p.text);
  expect(word.slice(0, 2)).toEqual(["PATENT AUDIT REPORT", `Application: ${FIELDS.title}`]);
  expect(word).toContain(`Readiness: ${audit.report.summary.readiness}`);
  expect(audit.report.findings.length).toBeGreaterThan(0);
  for (const f of audit.report.findings) {
    expect(word).toContain(`Why: ${f.why}`);
    expect(word).toContain(`Fix: ${f.fix}`);
  }

  const pdf = await downloadFrom(page.locator("main"), "Download report PDF");
  expect(pdf.suggestedFilename()).toBe(`audit-folding-ladder-with-a-locking-hinge-${day}.pdf`);
  const pages = await readPdf(await bytesOf(pdf));
  expect(pages[0].text.split("\n")[0]).toBe("PATENT AUDIT REPORT");
  const text = pages.map((p) => p.text.replace(/\s+/g, " ")).join(" ");
  expect(text).toContain(`Readiness: ${audit.report.summary.readiness}`);
  expect(text).toContain("substantially rigid");
  expect(await seriousViolations(page)).toEqual([]);
});

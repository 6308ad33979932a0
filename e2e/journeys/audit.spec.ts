import { resolve } from "node:path";
import { APPLICATION_LIMIT, APPLICATION_LIMIT_REACHED, DRAFT_FILE_NO_TEXT } from "@app/contracts";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";
import { ROOT } from "../fixtures/server";
import { apiPost } from "../fixtures/users";

/** Issue 12: the audit in the browser (report page, Run Audit, draft upload, open in wizard). */

/**
 * A wizard application with a flaw planted on each ground the checks can read in it: FIG. 2 used but never
 * described (formalities), a planned limitation the description never supports (112(a)), a term of degree and a
 * missing antecedent (112(b)) and a means-plus-function term with no structure (112(f)) in the planned claims.
 */
const FLAWED = {
  title: "Folding ladder with a locking hinge",
  abstract: "A folding ladder has two rails joined by a hinge that locks when the ladder is opened.",
  field: "The invention relates to portable ladders.",
  background: "Folding ladders collapse when their hinge is not locked, which injures users.",
  summary:
    "A folding ladder has two rails, a hinge joining the rails, and a locking pin that enters the hinge when the ladder opens.",
  drawings: "FIG. 1 is a side view of the ladder.",
  detailedDescription:
    "As shown in FIG. 1, the ladder has a first rail 10 and a second rail 12 joined by a hinge 14. FIG. 2 shows the locking pin 16 entering a bore 18 of the hinge 14 when the rails 10, 12 are opened. The rails 10, 12 are made of aluminium.",
};
const PLANNED = [
  "1. A folding ladder comprising: a first rail; a second rail; a hinge joining the rails, the hinge being substantially rigid; and a solar-powered charging circuit feeding a wireless transmitter.",
  "2. The ladder of claim 1, wherein the lever is made of steel.",
  "3. The ladder of claim 1, further comprising a signalling module configured to indicate that the hinge is locked.",
].join("\n");
const NOVELTY =
  "No existing ladder locks its hinge by itself, because known ladders use a manual latch. Therefore a ladder whose pin enters the hinge when it opens is new.";

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The finding whose highlighted words are exactly `words`. */
const finding = (page: Page, words: string) =>
  page.getByRole("article").filter({ has: page.locator("mark", { hasText: new RegExp(`^${literal(words)}$`) }) });

async function runAudit(page: Page, planned = "", novelty = "") {
  const dialog = page.getByRole("dialog", { name: "Run Audit" });
  await expect(dialog).toBeVisible();
  if (planned) await dialog.getByRole("textbox", { name: "Planned claims (optional)" }).fill(planned);
  if (novelty) await dialog.getByRole("textbox", { name: "Why is it new? (optional)" }).fill(novelty);
  await dialog.getByRole("button", { name: "Run Audit" }).click();
  await expect(page).toHaveURL(/\/patent-applications\/[^/]+\/audits\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Audit report" })).toBeVisible();
}

test("a flawed application: every planted flaw in the report; a finding's link opens its step; fixed, re-run, resolved", async ({
  page,
  app,
  signedIn,
}, testInfo) => {
  await signedIn(page);
  const created = await apiPost(page.request, app.url, "/patent-applications/save", FLAWED);
  expect(created.status).toBe(201);
  const id = (created.body.application as { id: string }).id;

  // Run Audit from the application's card on the list.
  await page.goto("/patent-applications");
  const card = page.getByRole("article", { name: FLAWED.title });
  await card.getByRole("button", { name: "Run Audit" }).click();
  await runAudit(page, PLANNED, NOVELTY);

  await expect(page.getByText(/^Not ready to file: \d+ must-fix findings? on \d+ grounds?/)).toBeVisible();
  const counts = page.getByRole("table", { name: "Findings by ground and severity" });
  await expect(counts.getByRole("row", { name: /Formalities/ })).toContainText("1");
  // Every planted flaw, in its place, the flagged words highlighted.
  await expect(finding(page, "FIG. 2")).toContainText("Detailed Description, paragraph [0005]");
  await expect(finding(page, "a solar-powered charging circuit feeding a wireless transmitter")).toContainText(
    "Planned claims, claim 1",
  );
  await expect(finding(page, "substantially rigid")).toContainText("Why:");
  await expect(finding(page, "the lever")).toContainText("Planned claims, claim 2");
  await expect(finding(page, "signalling module configured to indicate")).toContainText("How to fix:");
  await expect(page.getByText("This is the application's first audit: nothing to compare yet.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Audit history" }).getByRole("listitem")).toHaveCount(1);
  expect(await seriousViolations(page, ["wcag2a", "wcag2aa", "wcag21aa", "best-practice"])).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("report-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath("report-375.png"), fullPage: true });
  // Nothing wider than the phone's screen (the counts table scrolls inside its own container).
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > 375.5 && !e.closest(".mantine-ScrollArea-root, [data-scroll]"))
      .map((e) => `${e.tagName}.${e.className}`.slice(0, 120)),
  );
  expect(overflowing).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The finding's link opens the wizard at the step that fixes it; fix it there (autosave keeps it).
  await finding(page, "FIG. 2")
    .getByRole("link", { name: /Fix in the wizard: Detailed Description step/ })
    .click();
  await expect(page).toHaveURL(`/patent-buddy/wizard/${id}?step=DetailedDescription`);
  await expect(page.getByRole("heading", { level: 2, name: "Detailed Description" })).toBeVisible();
  const description = page.getByRole("textbox", { name: /Detailed description/i });
  await description.fill(FLAWED.detailedDescription.replace("FIG. 2 shows", "FIG. 1 also shows"));
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 15_000 });

  // Re-run from the Review step: the flaw is gone and listed as resolved.
  await page
    .getByRole("button", { name: /^Review/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Run Audit" }).click();
  await runAudit(page, PLANNED, NOVELTY);
  await expect(finding(page, "a solar-powered charging circuit feeding a wireless transmitter")).toBeVisible();
  await expect(finding(page, "FIG. 2")).toHaveCount(0);
  const resolved = page.getByRole("list", { name: "Resolved since the last run" });
  await expect(resolved).toContainText("FIG. 2");
  await expect(page.getByRole("list", { name: "Audit history" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Audit history" }).getByRole("listitem").first()).toContainText("Latest");

  // Keyboard: the previous audit is one link away, and its report reads as before.
  await page.getByRole("link", { name: "Open the previous audit" }).focus();
  await page.keyboard.press("Enter");
  await expect(finding(page, "FIG. 2")).toBeVisible();
});

test("an uploaded .docx draft is audited and opened in the wizard as a new application", async ({ page, signedIn }) => {
  await signedIn(page);
  await page.goto("/patent-buddy");
  await page.getByRole("link", { name: "Audit an existing draft" }).click();
  await expect(page).toHaveURL("/patent-buddy/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit a draft" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .locator('input[type="file"]')
    .setInputFiles(resolve(ROOT, "packages/audit/src/readers/fixtures/draft.docx"));
  await page.getByRole("button", { name: "Run Audit" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Report" })).toBeFocused();
  await expect(
    page.getByRole("alert").filter({ hasText: /ready to file|Nothing blocks filing|No must-fix/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Open in wizard" }).click();
  await expect(page).toHaveURL(/\/patent-buddy\/wizard\/[^/?]+$/);
  await expect(page.getByText("All changes saved")).toBeVisible();
});

test("a scanned PDF is refused saying what to do; pasted text is audited; at 5 applications Open in wizard is refused", async ({
  page,
  app,
  signedIn,
}) => {
  await signedIn(page);
  for (let i = 1; i <= APPLICATION_LIMIT; i++)
    expect((await apiPost(page.request, app.url, "/patent-applications/save", { title: `Lamp ${i}` })).status).toBe(
      201,
    );
  await page.goto("/patent-buddy/audit");
  await page.locator('input[type="file"]').setInputFiles({
    name: "scan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF",
    ),
  });
  await page.getByRole("button", { name: "Run Audit" }).click();
  await expect(page.getByRole("alert").filter({ hasText: DRAFT_FILE_NO_TEXT })).toBeVisible();

  await page.getByRole("tab", { name: "Paste text" }).click();
  await page
    .getByRole("textbox", { name: "Draft text" })
    .fill(
      "TITLE\nA lamp\nBRIEF DESCRIPTION OF THE DRAWINGS\nFIG. 1 is a side view.\nDETAILED DESCRIPTION\nFIG. 3 shows a lamp 10.\nABSTRACT\nA lamp.",
    );
  await page.getByRole("button", { name: "Run Audit" }).click();
  await expect(finding(page, "FIG. 3")).toContainText("Detailed Description");
  // A draft's findings have no wizard step to open until it is an application.
  await expect(page.getByRole("link", { name: /Fix in the wizard/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Open in wizard" }).click();
  await expect(page.getByRole("alert").filter({ hasText: APPLICATION_LIMIT_REACHED })).toBeVisible();
  await expect(page).toHaveURL("/patent-buddy/audit");
});

test("an audit that does not exist says so, with the way back", async ({ page, signedIn }) => {
  await signedIn(page);
  await page.goto(
    "/patent-applications/00000000-0000-4000-8000-000000000000/audits/00000000-0000-4000-8000-000000000000",
  );
  await expect(page.getByRole("alert").filter({ hasText: "Audit not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to your applications" }).click();
  await expect(page).toHaveURL("/patent-applications");
});

test.describe("signed out", () => {
  test("the report and the draft audit ask to sign in", async ({ page }) => {
    await page.goto("/patent-buddy/audit");
    await expect(page.getByText("Please log in to audit a draft")).toBeVisible();
    await page.goto(
      "/patent-applications/00000000-0000-0000-0000-000000000000/audits/00000000-0000-0000-0000-000000000000",
    );
    await expect(page.getByText("Please log in to see this audit report")).toBeVisible();
  });
});

import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";
import { apiPost, signInViaUi } from "../fixtures/users";

/** Spec 001 §2 "Wizard", §4 (steps, gates, review marks, save), §5 (required fields, hints), §8 (messages), §9. */

// A 1×1 PNG, and a GIF: real image bytes for the uploads.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
const stepOf = (page: Page, x: number, n: number) => expect(page.getByText(`Step ${x} of ${n}`)).toBeVisible();
const saved = (page: Page) => expect(page.getByRole("status")).toContainText("Application saved successfully!");

test("an application through every step, two inventors and two images, saved, listed, reopened and deleted", async ({
  page,
  signedIn,
}) => {
  await signedIn(page);
  await page.goto("/patent-buddy/wizard");
  await expect(page.getByRole("heading", { level: 1, name: "Patent Application Wizard" })).toBeVisible();
  await expect(stepHeading(page, "Draft a US Provisional Patent Application")).toBeVisible();
  await stepOf(page, 1, 12);
  await expect(page.getByRole("link", { name: "My Applications" })).toHaveAttribute("href", "/patent-applications");
  await expect(page.getByRole("button", { name: "Back", exact: true })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  // An empty required step: Next still moves on, marks it for review and warns (spec 001 §4, §8).
  await next(page);
  await stepOf(page, 2, 12);
  await next(page);
  const warning = page.getByRole("status");
  await expect(warning).toContainText(
    "⚠️ This section has required fields that need to be completed. It has been marked for review.",
  );
  await expect(page.getByRole("button", { name: "Title (needs review)" })).toBeVisible();
  // Introduction complete, Title marked, the other ten of the twelve steps remaining.
  await expect(page.getByRole("group", { name: "Progress" })).toHaveText(
    /1\s*Completed\s*1\s*Needs Review\s*10\s*Remaining/,
  );
  await expect(warning).toBeEmpty({ timeout: 5_000 });
  await page.getByRole("button", { name: "Back", exact: true }).click();

  const title = page.getByRole("textbox", { name: "Title" });
  // Required fields carry an asterisk (spec 001 §5).
  await expect(page.locator("label", { hasText: "Title" })).toContainText("*");
  await title.fill("Self-charging bicycle lamp with a hub dynamo");
  await expect(page.getByText("Tip: keep the title under 15 words. 7 words.")).toBeVisible();
  await next(page);
  await expect(page.getByRole("button", { name: "Title (complete)" })).toBeVisible();

  // Gates: Yes shows the cross-reference step and moves to it; No skips federal research.
  await expect(stepHeading(page, "Related Applications")).toBeVisible();
  await page.getByRole("button", { name: "Yes", exact: true }).click();
  await expect(stepHeading(page, "Cross-Reference to Related Applications")).toBeVisible();
  await stepOf(page, 4, 13);
  await page.getByRole("textbox", { name: "Related applications" }).fill("Claims the benefit of 63/123,456.");
  await next(page);
  await page.getByRole("button", { name: "No", exact: true }).click();

  await expect(stepHeading(page, "Inventors")).toBeVisible();
  await expect(page.getByRole("button", { name: /Remove inventor/ })).toHaveCount(0);
  const inventor = (n: number) => page.getByRole("group", { name: `Inventor ${n}` });
  await inventor(1).getByRole("textbox", { name: "Full name" }).fill("Ada Lovelace");
  await inventor(1).getByRole("textbox", { name: "Address" }).fill("12 Analytical Row, London");
  await page.getByRole("button", { name: "Add Inventor" }).click();
  await inventor(2).getByRole("textbox", { name: "Full name" }).fill("Charles Babbage");
  await inventor(2).getByRole("textbox", { name: "Address" }).fill("1 Dorset Street, London");
  await inventor(2).getByRole("textbox", { name: "Citizenship" }).fill("United Kingdom");
  await expect(inventor(2).locator("label", { hasText: "Address" })).toContainText("*");
  await expect(inventor(2).locator("label", { hasText: "Citizenship" })).not.toContainText("*");
  await expect(page.getByRole("button", { name: /Remove inventor/ })).toHaveCount(2);
  await next(page);

  await page.getByRole("textbox", { name: "Abstract" }).fill("A bicycle lamp powered by a hub dynamo.");
  await expect(page.getByText("Keep the abstract to 150 words or less. 8 words.")).toBeVisible();
  await next(page);
  await page.getByRole("textbox", { name: "Field" }).fill("Bicycle lighting.");
  await next(page);
  await page.getByRole("textbox", { name: "Background" }).fill("Battery lamps go dark.");
  await next(page);
  await page.getByRole("textbox", { name: "Summary" }).fill("A lamp that never needs batteries.");
  await next(page);

  await expect(stepHeading(page, "Drawings")).toBeVisible();
  await page.getByRole("textbox", { name: "Brief description of the drawings" }).fill("FIG. 1 is a side view.");
  await page.locator('input[type="file"]').setInputFiles([
    { name: "side-view.png", mimeType: "image/png", buffer: PNG },
    { name: "top.gif", mimeType: "image/gif", buffer: GIF },
  ]);
  // The custom name defaults to the file name without its extension.
  await expect(page.getByRole("textbox", { name: "Name for side-view.png" })).toHaveValue("side-view");
  await page.getByRole("textbox", { name: "Name for top.gif" }).fill("Top view");
  await page.getByRole("button", { name: "Upload 2 images" }).click();
  // Each image twice: its thumbnail in the step, its figure in the preview.
  await expect(page.getByRole("img", { name: "side-view.png" })).toHaveCount(2);
  await expect(page.getByRole("img", { name: "Top view.gif" })).toHaveCount(2);
  const preview = page.getByRole("region", { name: "Document preview" });
  await expect(preview.getByText("FIG. 2 — Top view.gif")).toBeVisible();
  await next(page);

  await page.getByRole("textbox", { name: "Detailed description" }).fill("The lamp (10) has a dynamo (12).");
  await next(page);
  await expect(stepHeading(page, "Review")).toBeVisible();
  await stepOf(page, 13, 13);
  const checklist = page.getByRole("list", { name: "Review checklist" });
  for (const item of ["Title", "Inventors", "Abstract", "Field", "Background", "Summary", "Drawings"]) {
    await expect(checklist.getByRole("button", { name: `${item} Complete` })).toBeVisible();
  }
  await expect(checklist.getByRole("button", { name: "Detailed Description Complete" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await saved(page);
  await expect(page).toHaveURL(/\/patent-buddy\/wizard\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop();
  await expect(page.getByText("All changes saved")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "My Applications" }).click();
  const card = page.getByRole("article", { name: "Self-charging bicycle lamp with a hub dynamo" });
  await expect(card.getByText("Complete")).toBeVisible();
  await expect(card.getByText("100%")).toBeVisible();
  await card.getByRole("link", { name: "Continue Editing" }).click();
  await expect(page).toHaveURL(new RegExp(`/patent-buddy/wizard/${id}$`));

  // Everything restored: every step's field, both inventors, both images.
  await page.getByRole("button", { name: /^Title \(/ }).click();
  await expect(title).toHaveValue("Self-charging bicycle lamp with a hub dynamo");
  await page.getByRole("button", { name: /^Inventors \(/ }).click();
  await expect(inventor(2).getByRole("textbox", { name: "Citizenship" })).toHaveValue("United Kingdom");
  await page.getByRole("button", { name: /^Cross-Reference \(/ }).click();
  await expect(page.getByRole("textbox", { name: "Related applications" })).toHaveValue(
    "Claims the benefit of 63/123,456.",
  );
  await page.getByRole("button", { name: /^Drawings \(/ }).click();
  await expect(page.getByRole("img", { name: "Top view.gif" })).toHaveCount(2);
  await expect(page.getByRole("img", { name: "side-view.png" })).toHaveCount(2);
  // Served to their owner from our server.
  const src = await page.getByRole("img", { name: "Top view.gif" }).first().getAttribute("src");
  expect(src).toMatch(/^\/api\/patent-applications\/images\/[0-9a-f-]{36}$/);
  expect((await page.request.get(src as string)).headers()["content-type"]).toBe("image/gif");

  await page.goto("/patent-applications");
  await page.waitForLoadState("networkidle");
  await card.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete application" }).getByRole("button", { name: "Delete" }).click();
  await expect(card).toHaveCount(0);
});

test("a signed-out draft survives signing in, then is saved", async ({ page, registerAndVerify, request, user }) => {
  await registerAndVerify(request, user);
  await page.goto("/patent-buddy/wizard");
  await next(page);
  await page.getByRole("textbox", { name: "Title" }).fill("Folding kayak paddle");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("status")).toContainText("Please log in to save your application");
  await page.getByRole("status").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInViaUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/patent-buddy\/wizard\/[0-9a-f-]{36}$/);
  await saved(page);
  await page.getByRole("button", { name: /^Title \(/ }).click();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("Folding kayak paddle");
});

test("two windows: the second save gets the conflict message and keeps its text", async ({ page, signedIn, app }) => {
  await signedIn(page);
  const created = await apiPost(page.request, app.url, "/patent-applications/save", { title: "Lamp" });
  const id = (created.body.data as { id: string }).id;
  const other = await page.context().newPage();
  for (const p of [page, other]) {
    await p.goto(`/patent-buddy/wizard/${id}`);
    await p.getByRole("button", { name: /^Title \(/ }).click();
  }
  await page.getByRole("textbox", { name: "Title" }).fill("Lamp, first window");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await saved(page);
  await other.getByRole("textbox", { name: "Title" }).fill("Lamp, second window");
  await other.getByRole("button", { name: "Save Draft" }).click();
  await expect(
    other.getByText("This application was changed in another window. Reload to see the latest version."),
  ).toBeVisible();
  await expect(other.getByRole("textbox", { name: "Title" })).toHaveValue("Lamp, second window");
  await other.getByRole("button", { name: "Reload" }).click();
  await expect(other.getByRole("textbox", { name: "Title" })).toHaveValue("Lamp, first window");
});

test("a sixth application is refused with the spec's sentence", async ({ page, signedIn, app }) => {
  await signedIn(page);
  for (let i = 0; i < 5; i++) await apiPost(page.request, app.url, "/patent-applications/save", { title: `Idea ${i}` });
  await page.goto("/patent-buddy/wizard");
  await next(page);
  await page.getByRole("textbox", { name: "Title" }).fill("One too many");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("status")).toContainText(
    "You have reached the maximum limit of 5 applications. Please delete an existing application before creating a new one.",
  );
  await expect(page).toHaveURL(/\/patent-buddy\/wizard$/);
  // The dashboard's overview counts them out of 5 (spec 000 §2).
  await page.goto("/dashboard");
  await expect(page.getByText("5 of 5 applications")).toBeVisible();
});

test("at 375 px the steps are a menu and the wizard works by keyboard", async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedIn(page);
  await page.goto("/patent-buddy/wizard");
  await expect(page.getByRole("navigation", { name: "Wizard steps" })).toBeHidden();
  await page.getByRole("button", { name: "Steps: Introduction" }).click();
  await page.getByRole("menuitem", { name: "Abstract" }).click();
  await expect(stepHeading(page, "Abstract")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type("A lamp.");
  await expect(page.getByRole("textbox", { name: "Abstract" })).toHaveValue("A lamp.");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
});

test("changes save themselves a moment after typing stops; leaving before that asks first", async ({
  page,
  signedIn,
}) => {
  await signedIn(page);
  await page.goto("/patent-buddy/wizard");
  await next(page);
  await page.getByRole("textbox", { name: "Title" }).fill("Tidal clock");
  // No button pressed: the first autosave creates the application and moves to its address.
  await expect(page).toHaveURL(/\/patent-buddy\/wizard\/[0-9a-f-]{36}$/);
  await expect(page.getByText("All changes saved")).toBeVisible();

  await page.getByRole("textbox", { name: "Title" }).fill("Tidal clock with a float");
  await page.getByRole("link", { name: "My Applications" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/patent-buddy\/wizard\/[0-9a-f-]{36}$/);
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.reload();
  await page.getByRole("button", { name: /^Title \(/ }).click();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("Tidal clock with a float");
});

test("an application that is not there sends the wizard back to its start", async ({ page, signedIn }) => {
  await signedIn(page);
  await page.goto("/patent-buddy/wizard/00000000-0000-4000-8000-000000000000");
  await expect(page).toHaveURL(/\/patent-buddy\/wizard$/);
  await expect(page.getByText("Step 1 of 12")).toBeVisible();
});

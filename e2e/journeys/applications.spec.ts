import { expect, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";
import { apiPost } from "../fixtures/users";

/** Spec 000 §2 "My Applications", §4–§5 and §9: the list, its limit of 5, progress, and deleting. */
const create = async (page: import("@playwright/test").Page, baseURL: string, body: Record<string, unknown>) => {
  const res = await apiPost(page.request, baseURL, "/patent-applications/save", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data as { id: string }).id;
};

test("signed out, the list asks to log in", async ({ page }) => {
  await page.goto("/patent-applications");
  await expect(page.getByRole("heading", { level: 1, name: "Patent Applications" })).toBeVisible();
  await expect(page.getByText("Please log in to view your applications")).toBeVisible();
});

test("an empty list, then cards with status, progress and Last updated, Continue Editing and Delete", async ({
  page,
  signedIn,
  app,
}) => {
  await signedIn(page);
  await page.goto("/patent-applications");
  await expect(page.getByRole("heading", { level: 1, name: "Patent Applications" })).toBeVisible();
  await expect(page.getByText("Manage your provisional patent applications")).toBeVisible();
  await expect(page.getByText("0 used of 5")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No applications" })).toBeVisible();
  await expect(page.getByText("Get started by creating your first patent application.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create New Application" }).first()).toHaveAttribute(
    "href",
    "/patent-buddy/wizard",
  );
  expect(await seriousViolations(page)).toEqual([]);

  const lampId = await create(page, app.url, {
    title: "Self-winding bicycle lamp",
    shortDescription: "A lamp powered by the wheel",
    inventors: [{ name: "Ada Lovelace", address: "London" }],
    abstract: "A lamp.",
  });
  await create(page, app.url, {});
  await page.reload();
  await expect(page.getByText("2 used of 5")).toBeVisible();
  const lamp = page.getByRole("article", { name: "Self-winding bicycle lamp" });
  await expect(lamp.getByText("Draft")).toBeVisible();
  await expect(lamp.getByText("A lamp powered by the wheel")).toBeVisible();
  // Title, Inventors and Abstract of 9 counted sections: 33 %.
  await expect(lamp.getByText("33%")).toBeVisible();
  const today = new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
  await expect(lamp.getByText(`Last updated ${today}`)).toBeVisible();
  await expect(lamp.getByRole("link", { name: "Continue Editing" })).toHaveAttribute(
    "href",
    `/patent-buddy/wizard/${lampId}`,
  );
  await expect(page.getByRole("article", { name: "Untitled Application" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await lamp.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete application" });
  await expect(
    dialog.getByText("Are you sure you want to delete this application? This action cannot be undone."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(lamp).toHaveCount(0);
  await expect(page.getByText("1 used of 5")).toBeVisible();
});

test("at 5 applications the create link gives way to a disabled 'Limit Reached', and a sixth is refused", async ({
  page,
  signedIn,
  app,
}) => {
  await signedIn(page);
  for (let i = 0; i < 5; i++) await create(page, app.url, { title: `Idea ${i + 1}` });
  const sixth = await apiPost(page.request, app.url, "/patent-applications/save", { title: "One too many" });
  expect(sixth.status).toBe(409);
  expect(String(sixth.body.error)).toContain("maximum limit of 5 patent applications");
  await page.goto("/patent-applications");
  await expect(page.getByText("5 used of 5")).toBeVisible();
  await expect(page.getByRole("button", { name: "Limit Reached" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Create New Application" })).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(5);
});

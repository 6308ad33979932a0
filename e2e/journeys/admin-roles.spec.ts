import type { Page } from "@playwright/test";
import { type Credentials, expect, test } from "../fixtures";
import { seriousViolations } from "../fixtures/axe";
import { apiPost, newUser, originOf, signInViaApi, signInViaUi } from "../fixtures/users";

/**
 * Spec 000 §2 "Admin dashboard", §6 (roles); SECURITY.md 14 (admin routes answer 401/403) and 15 (only a super user
 * creates super users). Plus axe on /admin and its dialogs.
 */

test.describe.configure({ timeout: 180_000 });

async function openAdmin(page: Page, baseURL: string, admin: Credentials, title = "Super User Dashboard") {
  await signInViaApi(page.request, baseURL, admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("table", { name: "Users" }).getByRole("row").nth(1)).toBeVisible();
}

test("a super user creates a super user through the crowned dialog, who then sees 'Super User Dashboard'", async ({
  page,
  app,
  superUser,
  browser,
}) => {
  await openAdmin(page, app.url, superUser);
  const crowned = newUser("second-super");

  await page.getByRole("button", { name: "Create Super User" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Super User" });
  // The crown label: the dialog's title carries the crown icon.
  const title = dialog.getByRole("heading", { name: "Create Super User" });
  await expect(title).toBeVisible();
  await expect(title.locator("svg.tabler-icon-crown")).toBeVisible();
  // Same name, e-mail and password fields as Create New User, and no security question (spec 000 §3, §5).
  await expect(dialog.getByRole("combobox", { name: "Security question" })).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "First name" }).fill(crowned.firstName);
  await dialog.getByRole("textbox", { name: "Last name" }).fill(crowned.lastName);
  await dialog.getByRole("textbox", { name: "Email" }).fill(crowned.email);
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill(crowned.password);
  await dialog.getByRole("textbox", { name: "Confirm password" }).fill(crowned.password);
  await dialog.getByRole("button", { name: "Create Super User" }).click();
  // The spec names no success text for this dialog; the product's follows the spec's pattern ('… successfully', green).
  await expect(page.getByText("Super user created successfully", { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: "Search users" }).fill(crowned.email);
  const row = page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: crowned.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Super User", { exact: true })).toBeVisible();

  // The new super user signs in through the screens and gets the super user's dashboard, crown button included.
  const context = await browser.newContext({ baseURL: app.url });
  const theirs = await context.newPage();
  await theirs.goto("/login");
  await signInViaUi(theirs, crowned.email, crowned.password);
  await expect(theirs).toHaveURL(new URL("/", app.url).toString());
  await theirs.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin", exact: true }).click();
  await expect(theirs).toHaveURL(/\/admin$/);
  await expect(theirs.getByRole("heading", { level: 1, name: "Super User Dashboard" })).toBeVisible();
  await expect(theirs.getByRole("button", { name: "Create Super User" })).toBeVisible();
  await context.close();
});

test("an ordinary admin cannot create a super user, not even by calling the API", async ({ page, app, superUser }) => {
  await signInViaApi(page.request, app.url, superUser);
  const admin = newUser("plain-admin");
  const created = await apiPost(page.request, app.url, "/admin/create-user", {
    firstName: admin.firstName,
    lastName: admin.lastName,
    email: admin.email,
    password: admin.password,
    confirmPassword: admin.password,
    securityAnswer: admin.securityAnswer,
    isAdmin: true,
  });
  expect(created, JSON.stringify(created.body)).toMatchObject({ status: 201, body: { success: true } });

  await page.context().clearCookies();
  await openAdmin(page, app.url, admin, "Admin Dashboard");
  await expect(page.getByRole("button", { name: "Create Super User" })).toHaveCount(0);

  const attempt = newUser("sneaky-super");
  const refused = await apiPost(page.request, app.url, "/admin/create-super-user", {
    firstName: attempt.firstName,
    lastName: attempt.lastName,
    email: attempt.email,
    password: attempt.password,
    confirmPassword: attempt.password,
    currentUserEmail: admin.email,
  });
  expect(refused.status).toBe(403);
  const login = await apiPost(page.request, app.url, "/auth/login", {
    email: attempt.email,
    password: attempt.password,
  });
  expect(login.body).toMatchObject({ success: false });
});

test("a normal signed-in user opening /admin sees 'Access Denied', and the admin API answers 403", async ({
  page,
  app,
  signedIn,
}) => {
  await signedIn(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You do not have permission to access this page.", { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Users" })).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin", exact: true }),
  ).toHaveCount(0);

  // The browser's own call, with the browser's own session cookie.
  const fromBrowser = await page.evaluate(async () => {
    const res = await fetch("/api/admin/users", { credentials: "same-origin" });
    return res.status;
  });
  expect(fromBrowser).toBe(403);
  const write = await page.request.post("/api/admin/toggle-admin", {
    headers: originOf(app.url),
    data: { userId: "00000000-0000-4000-8000-000000000000", isAdmin: true },
  });
  expect(write.status()).toBe(403);
});

test("signed out, the admin API answers 401", async ({ page, app }) => {
  await page.goto("/");
  expect(await page.evaluate(async () => (await fetch("/api/admin/users")).status)).toBe(401);
  const write = await page.request.post("/api/admin/toggle-status", {
    headers: originOf(app.url),
    data: { userId: "00000000-0000-4000-8000-000000000000", blocked: true },
  });
  expect(write.status()).toBe(401);
});

test("axe: /admin (users, audit log, analytics) has no serious or critical violation", async ({
  page,
  app,
  superUser,
}) => {
  // Rows in all three states, so every status badge is checked: Verified (the admin), Blocked, Unverified.
  await signInViaApi(page.request, app.url, superUser);
  const blocked = newUser("axe-blocked");
  const created = await apiPost(page.request, app.url, "/admin/create-user", {
    firstName: blocked.firstName,
    lastName: blocked.lastName,
    email: blocked.email,
    password: blocked.password,
    confirmPassword: blocked.password,
    securityAnswer: blocked.securityAnswer,
  });
  expect(created.status).toBe(201);
  const userId = (created.body.user as { id: string }).id;
  expect((await apiPost(page.request, app.url, "/admin/toggle-status", { userId, blocked: true })).status).toBe(200);
  const pending = newUser("axe-unverified");
  expect((await apiPost(page.request, app.url, "/auth/register", pending)).body).toMatchObject({ success: true });

  await openAdmin(page, app.url, superUser);
  await expect(page.getByRole("table", { name: "Users" }).getByText("Blocked", { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Users" }).getByText("Unverified", { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("row")
      .nth(1)
      .getByRole("button", { name: /^Actions for / }),
  ).toBeVisible();
  const found = (await seriousViolations(page)).map((v) => `[Users tab] ${v}`);

  await page.getByRole("tab", { name: "Audit log" }).click();
  await expect(page.getByRole("table", { name: "Audit log" }).getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByRole("table", { name: "Audit log" })).not.toHaveAttribute("aria-busy", "true");
  found.push(...(await seriousViolations(page)).map((v) => `[Audit log tab] ${v}`));

  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByRole("tabpanel", { name: "Analytics" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  found.push(...(await seriousViolations(page)).map((v) => `[Analytics tab] ${v}`));
  expect(found).toEqual([]);
});

test("axe: the admin dialogs (Create New User, Create Super User, Reset Password, Delete) have no serious or critical violation", async ({
  page,
  app,
  superUser,
}) => {
  await openAdmin(page, app.url, superUser);
  const found: string[] = [];

  await page.getByRole("button", { name: "Create New User" }).click();
  await expect(page.getByRole("dialog", { name: "Create New User" })).toBeVisible();
  found.push(...(await seriousViolations(page)).map((v) => `[Create New User] ${v}`));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("button", { name: "Create Super User" }).click();
  await expect(page.getByRole("dialog", { name: "Create Super User" })).toBeVisible();
  found.push(...(await seriousViolations(page)).map((v) => `[Create Super User] ${v}`));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Someone to act on, other than the super user themself.
  const other = newUser("axe-target");
  const created = await apiPost(page.request, app.url, "/admin/create-user", {
    firstName: other.firstName,
    lastName: other.lastName,
    email: other.email,
    password: other.password,
    confirmPassword: other.password,
    securityAnswer: other.securityAnswer,
  });
  expect(created.status).toBe(201);
  await page.getByRole("searchbox", { name: "Search users" }).fill(other.email);
  const menu = page.getByRole("button", { name: `Actions for ${other.firstName} ${other.lastName}` });

  await menu.click();
  await expect(page.getByRole("menuitem", { name: "View Details" })).toBeVisible();
  found.push(...(await seriousViolations(page)).map((v) => `[row menu] ${v}`));
  await page.getByRole("menuitem", { name: "View Details" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  found.push(...(await seriousViolations(page)).map((v) => `[View Details] ${v}`));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await menu.click();
  await page.getByRole("menuitem", { name: "Reset Password" }).click();
  await expect(page.getByRole("dialog", { name: "Reset Password" })).toBeVisible();
  found.push(...(await seriousViolations(page)).map((v) => `[Reset Password] ${v}`));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await menu.click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByRole("dialog", { name: "Delete User" })).toBeVisible();
  found.push(...(await seriousViolations(page)).map((v) => `[Delete User] ${v}`));

  expect(found).toEqual([]);
});

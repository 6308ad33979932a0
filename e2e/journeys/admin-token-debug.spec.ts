import type { Page } from "@playwright/test";
import { type Credentials, expect, test } from "../fixtures";
import { signInViaApi } from "../fixtures/users";

/**
 * Spec 000 §2 "Admin dashboard": the 'Token Debug' card (Check Token Status, Force Token Refresh, Clear All Storage),
 * on the product's HttpOnly cookie session (docs/decisions/0002-sessions-in-httponly-cookie.md).
 */

test.describe.configure({ timeout: 120_000 });

async function openAdmin(page: Page, baseURL: string, admin: Credentials) {
  await signInViaApi(page.request, baseURL, admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Super User Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Token Debug" })).toBeVisible();
}

async function sessionUser(page: Page) {
  const reply = await page.request.get("/api/auth/session");
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { user: { email: string } | null }).user;
}

/** The value of the session cookie the browser holds (sid, or __Host-sid behind HTTPS). */
async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === "sid" || c.name === "__Host-sid");
}

test("Check Token Status shows a valid session and the admin's e-mail", async ({ page, app, superUser }) => {
  await openAdmin(page, app.url, superUser);
  await page.getByRole("button", { name: "Check Token Status" }).click();
  const status = page.getByLabel("Token status");
  await expect(status).toBeVisible();
  await expect(status.getByText("Valid", { exact: true })).toBeVisible();
  await expect(status.getByText("Yes", { exact: true })).toBeVisible();
  await expect(status.getByText(superUser.email, { exact: true })).toBeVisible();
  // Expiry and creation times are filled in, not dashes.
  await expect(status.getByText("Expires", { exact: true })).toBeVisible();
  await expect(status.getByText("—", { exact: true })).toHaveCount(0);
});

test("Force Token Refresh rotates the session and keeps the admin signed in", async ({ page, app, superUser }) => {
  await openAdmin(page, app.url, superUser);
  const before = await sessionCookie(page);
  expect(before).toBeDefined();

  await page.getByRole("button", { name: "Force Token Refresh" }).click();
  await expect(page.getByText("Session refreshed successfully", { exact: true })).toBeVisible();
  const status = page.getByLabel("Token status");
  await expect(status.getByText("Yes", { exact: true })).toBeVisible();
  await expect(status.getByText(superUser.email, { exact: true })).toBeVisible();

  const after = await sessionCookie(page);
  expect(after?.value).toBeTruthy();
  expect(after?.value).not.toBe(before?.value);
  expect(after?.httpOnly).toBe(true);

  // Still signed in after a reload, on the new cookie.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Super User Dashboard" })).toBeVisible();
  expect((await sessionUser(page))?.email).toBe(superUser.email);
});

test("Clear All Storage signs the admin out and lands on /login", async ({ page, app, superUser }) => {
  await openAdmin(page, app.url, superUser);
  await page.evaluate(() => {
    localStorage.setItem("e2e-marker", "1");
    sessionStorage.setItem("e2e-marker", "1");
  });

  await page.getByRole("button", { name: "Clear All Storage" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: /^sign in$/i })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(await sessionUser(page)).toBeNull();

  // The server ended the session: /admin is guarded again, and there is no Admin link.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
});

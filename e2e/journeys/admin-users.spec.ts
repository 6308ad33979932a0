import type { Browser, Locator, Page } from "@playwright/test";
import { type Credentials, expect, test } from "../fixtures";
import { apiPost, newUser, signInViaApi, signInViaUi } from "../fixtures/users";

/**
 * Spec 000 §2 "Admin dashboard", §4 (account states), §8 (admin messages); SECURITY.md 14-15.
 * The admin is the first super user (the `superUser` fixture); the people acted on are created per test.
 */

// Several sign-ins, two browser contexts and a mail per journey on a slow, shared machine.
test.describe.configure({ timeout: 180_000 });

/** The admin create-user dialog's default question (spec 000 §5). */
const FIRST_PET = "What was the name of your first pet?";

const fullName = (u: Credentials) => `${u.firstName} ${u.lastName}`;

/** Signs `admin` in (session cookie in the page's context) and opens /admin. */
async function openAdmin(page: Page, baseURL: string, admin: Credentials, title = "Super User Dashboard") {
  await signInViaApi(page.request, baseURL, admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("table", { name: "Users" }).getByRole("row").nth(1)).toBeVisible();
}

/** A verified account made by the signed-in admin through the real API (no mail, so no mail limit). */
async function createViaApi(page: Page, baseURL: string, label: string, isAdmin = false): Promise<Credentials> {
  const u = newUser(label);
  const created = await apiPost(page.request, baseURL, "/admin/create-user", {
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    password: u.password,
    confirmPassword: u.password,
    securityQuestion: FIRST_PET,
    securityAnswer: u.securityAnswer,
    isAdmin,
  });
  expect(created, JSON.stringify(created.body)).toMatchObject({ status: 201, body: { success: true } });
  return u;
}

const usersTable = (page: Page) => page.getByRole("table", { name: "Users" });
const rowOf = (page: Page, email: string) => usersTable(page).getByRole("row").filter({ hasText: email });

/** Types into 'Search users' and waits until the table shows exactly that user. */
async function search(page: Page, email: string) {
  const box = page.getByRole("searchbox", { name: "Search users" });
  await expect(box).toHaveAttribute("placeholder", "Search by name, email, or ID...");
  await box.fill(email);
  await expect(rowOf(page, email)).toHaveCount(1);
  await expect(usersTable(page).getByRole("row")).toHaveCount(2); // the header row and that user
}

/** Opens the row's 'Actions for {name}' menu and picks an action. */
async function rowAction(page: Page, user: Credentials, action: string) {
  await page.getByRole("button", { name: `Actions for ${fullName(user)}` }).click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

/** The green notification an admin action ends with (spec 000 §8). */
async function expectNotice(page: Page, message: string) {
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
}

/** Signs in through the login screen in a fresh browser context; resolves once the home page greets them. */
async function signsInThroughUi(browser: Browser, baseURL: string, user: Pick<Credentials, "email" | "password">) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/login");
  await signInViaUi(page, user.email, user.password);
  await expect(page).toHaveURL(new URL("/", baseURL).toString());
  await expect(page.getByRole("button", { name: /^Account menu for / })).toBeVisible();
  return { context, page };
}

/** The session the browser holds, as the server sees it. */
async function sessionUser(page: Page) {
  const reply = await page.request.get("/api/auth/session");
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { user: { email: string } | null }).user;
}

/** The number shown in a statistics tile (the value is labelled by the tile's caption). */
async function tileValue(page: Page, label: string): Promise<number> {
  const value = page.getByLabel(label, { exact: true });
  await expect(value).toHaveText(/^\d[\d,]*$/);
  return Number(((await value.textContent()) ?? "").replace(/,/g, ""));
}

/** The name, e-mail and password fields of the Create New User dialog. */
async function fillAccountFields(dialog: Locator, user: Credentials) {
  await dialog.getByLabel("First name").fill(user.firstName);
  await dialog.getByLabel("Last name").fill(user.lastName);
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
  await dialog.getByLabel("Confirm password").fill(user.password);
}

test("the super user sees 'Super User Dashboard', the four tiles, the users table and the tabs", async ({
  page,
  app,
  superUser,
}) => {
  await openAdmin(page, app.url, superUser);
  for (const label of ["Total Users", "Active Users", "Blocked Users", "Admins"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    expect(await tileValue(page, label)).toBeGreaterThanOrEqual(label === "Blocked Users" ? 0 : 1);
  }
  for (const column of ["User", "Email", "Status", "Created", "Last Login", "Actions"]) {
    await expect(usersTable(page).getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  for (const tab of ["Users", "Audit log", "Analytics"]) {
    await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Create New User" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Super User" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Token Debug" })).toBeVisible();
  // The Admin link and the 'Admin' caption under the logo (spec 000 §2, layout).
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin", exact: true }),
  ).toBeVisible();
});

test("verifying an unverified user: 'User verified successfully', and they can sign in", async ({
  page,
  app,
  superUser,
  browser,
}) => {
  // Registered through the real API and never verified: sign-in is refused until an admin verifies.
  const pending = newUser("unverified");
  const registered = await apiPost(page.request, app.url, "/auth/register", pending);
  expect(registered, JSON.stringify(registered.body)).toMatchObject({ body: { success: true } });
  const refused = await apiPost(page.request, app.url, "/auth/login", {
    email: pending.email,
    password: pending.password,
  });
  expect(refused.body).toMatchObject({ success: false, needsVerification: true });

  await openAdmin(page, app.url, superUser);
  await page.getByRole("combobox", { name: "Filter users" }).click();
  for (const option of ["All Users", "Active Only", "Blocked Only", "Unverified Only", "Admins Only"]) {
    await expect(page.getByRole("option", { name: option, exact: true })).toBeVisible();
  }
  await page.getByRole("option", { name: "Unverified Only", exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Filter users" })).toHaveValue("Unverified Only");
  await search(page, pending.email);
  await expect(rowOf(page, pending.email).getByText("Unverified", { exact: true })).toBeVisible();

  await rowAction(page, pending, "Verify");
  await expectNotice(page, "User verified successfully");
  // Verified users leave the 'Unverified Only' list; under 'All Users' the row says Verified, with no Verify action.
  await expect(rowOf(page, pending.email)).toHaveCount(0);
  await page.getByRole("combobox", { name: "Filter users" }).click();
  await page.getByRole("option", { name: "All Users", exact: true }).click();
  await expect(rowOf(page, pending.email).getByText("Verified", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Actions for ${fullName(pending)}` }).click();
  await expect(page.getByRole("menuitem", { name: "View Details" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Verify", exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");

  const signed = await signsInThroughUi(browser, app.url, pending);
  expect((await sessionUser(signed.page))?.email).toBe(pending.email);
  await signed.context.close();
});

test("blocking a user with an open session signs them out at once; unblocking lets them back in", async ({
  page,
  app,
  superUser,
  browser,
}) => {
  await signInViaApi(page.request, app.url, superUser);
  const victim = await createViaApi(page, app.url, "blocked");

  // The victim is signed in and looking at a guarded page in their own browser.
  const theirs = await browser.newContext({ baseURL: app.url });
  const theirPage = await theirs.newPage();
  await signInViaApi(theirs.request, app.url, victim);
  await theirPage.goto("/profile");
  await expect(theirPage.getByText(victim.email).first()).toBeVisible();

  await openAdmin(page, app.url, superUser);
  const blockedBefore = await tileValue(page, "Blocked Users");
  await search(page, victim.email);
  await rowAction(page, victim, "Block");
  await expectNotice(page, "User blocked successfully");
  await expect(rowOf(page, victim.email).getByText("Blocked", { exact: true })).toBeVisible();
  await expect.poll(() => tileValue(page, "Blocked Users")).toBe(blockedBefore + 1);

  // Their very next request is refused: the session is gone and the guard sends them to /login.
  expect(await sessionUser(theirPage)).toBeNull();
  await theirPage.reload();
  await expect(theirPage).toHaveURL(/\/login$/);
  const again = await apiPost(theirs.request, app.url, "/auth/login", {
    email: victim.email,
    password: victim.password,
  });
  expect(again.status).toBeGreaterThanOrEqual(400);
  expect(again.body).toMatchObject({ success: false });

  // 'Blocked Only' lists them; Unblock brings them back.
  await page.getByRole("combobox", { name: "Filter users" }).click();
  await page.getByRole("option", { name: "Blocked Only", exact: true }).click();
  await expect(rowOf(page, victim.email)).toHaveCount(1);
  await rowAction(page, victim, "Unblock");
  await expectNotice(page, "User unblocked successfully");
  await expect(rowOf(page, victim.email)).toHaveCount(0);
  await expect.poll(() => tileValue(page, "Blocked Users")).toBe(blockedBefore);

  await signInViaApi(theirs.request, app.url, victim);
  await theirPage.goto("/profile");
  await expect(theirPage).toHaveURL(/\/profile$/);
  await expect(theirPage.getByText(victim.email).first()).toBeVisible();
  await theirs.close();
});

test("resetting a password through the dialog: 'Password reset successfully', the notice mail, the new password works", async ({
  page,
  app,
  superUser,
  browser,
  mail,
}) => {
  await signInViaApi(page.request, app.url, superUser);
  const target = await createViaApi(page, app.url, "reset");
  const newPassword = `Quartz-Meadow-${Date.now().toString(36)}-Harbor`;

  await openAdmin(page, app.url, superUser);
  await search(page, target.email);
  await rowAction(page, target, "Reset Password");
  const dialog = page.getByRole("dialog", { name: "Reset Password" });
  await expect(dialog.getByText(target.email)).toBeVisible();
  await dialog.getByLabel("New password").fill(newPassword);
  await dialog.getByRole("button", { name: "Reset Password" }).click();
  await expectNotice(page, "Password reset successfully");
  await expect(dialog).toBeHidden();

  const notice = await mail.waitFor(target.email, /password/i);
  expect(notice.subject).toMatch(/reset by an administrator/i);

  const old = await apiPost(page.request, app.url, "/auth/login", { email: target.email, password: target.password });
  expect(old.body).toMatchObject({ success: false });
  const signed = await signsInThroughUi(browser, app.url, { email: target.email, password: newPassword });
  expect((await sessionUser(signed.page))?.email).toBe(target.email);
  await signed.context.close();
});

test("'Create New User': 'User created successfully', the row appears and the new user can sign in", async ({
  page,
  app,
  superUser,
  browser,
}) => {
  await openAdmin(page, app.url, superUser);
  const totalBefore = await tileValue(page, "Total Users");
  const created = newUser("created");

  await page.getByRole("button", { name: "Create New User" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New User" });
  await fillAccountFields(dialog, created);
  await expect(dialog.getByRole("combobox", { name: "Security question" })).toHaveValue(FIRST_PET);
  await dialog.getByLabel("Security answer").fill(created.securityAnswer);
  await expect(dialog.getByRole("checkbox", { name: "Make admin" })).not.toBeChecked();
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expectNotice(page, "User created successfully");
  await expect(dialog).toBeHidden();
  await expect.poll(() => tileValue(page, "Total Users")).toBe(totalBefore + 1);

  await search(page, created.email);
  await expect(rowOf(page, created.email).getByText(fullName(created))).toBeVisible();
  await expect(rowOf(page, created.email).getByText("Verified", { exact: true })).toBeVisible();

  const signed = await signsInThroughUi(browser, app.url, created);
  // An ordinary user: no Admin link.
  await expect(
    signed.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin", exact: true }),
  ).toHaveCount(0);
  await signed.context.close();
});

test("'Create New User' with 'Make admin': the new admin has the Admin link and sees 'Admin Dashboard'", async ({
  page,
  app,
  superUser,
  browser,
}) => {
  await openAdmin(page, app.url, superUser);
  const adminsBefore = await tileValue(page, "Admins");
  const admin = newUser("new-admin");

  await page.getByRole("button", { name: "Create New User" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New User" });
  await fillAccountFields(dialog, admin);
  await dialog.getByLabel("Security answer").fill(admin.securityAnswer);
  await dialog.getByRole("checkbox", { name: "Make admin" }).check();
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expectNotice(page, "User created successfully");
  await expect.poll(() => tileValue(page, "Admins")).toBe(adminsBefore + 1);

  // 'Admins Only' lists them with the Admin badge.
  await page.getByRole("combobox", { name: "Filter users" }).click();
  await page.getByRole("option", { name: "Admins Only", exact: true }).click();
  await search(page, admin.email);
  await expect(rowOf(page, admin.email).getByText("Admin", { exact: true })).toBeVisible();

  const signed = await signsInThroughUi(browser, app.url, admin);
  const adminLink = signed.page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Admin", exact: true });
  await expect(adminLink).toBeVisible();
  await adminLink.click();
  await expect(signed.page).toHaveURL(/\/admin$/);
  await expect(signed.page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  // Only super users may create super users.
  await expect(signed.page.getByRole("button", { name: "Create New User" })).toBeVisible();
  await expect(signed.page.getByRole("button", { name: "Create Super User" })).toHaveCount(0);
  await signed.context.close();
});

test("deleting a user asks first, then 'User deleted successfully' and the row is gone", async ({
  page,
  app,
  superUser,
}) => {
  await signInViaApi(page.request, app.url, superUser);
  const doomed = await createViaApi(page, app.url, "deleted");

  await openAdmin(page, app.url, superUser);
  const totalBefore = await tileValue(page, "Total Users");
  await search(page, doomed.email);

  // Cancel keeps the user.
  await rowAction(page, doomed, "Delete");
  let confirm = page.getByRole("dialog", { name: "Delete User" });
  await expect(
    confirm.getByText("Are you sure you want to delete this user? This action cannot be undone.", { exact: true }),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, doomed.email)).toHaveCount(1);

  await rowAction(page, doomed, "Delete");
  confirm = page.getByRole("dialog", { name: "Delete User" });
  await expect(
    confirm.getByText("Are you sure you want to delete this user? This action cannot be undone.", { exact: true }),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expectNotice(page, "User deleted successfully");
  await expect(rowOf(page, doomed.email)).toHaveCount(0);
  await expect(page.getByText("No users match your search.")).toBeVisible();
  await expect.poll(() => tileValue(page, "Total Users")).toBe(totalBefore - 1);

  // Gone for good: a reload does not bring the row back, and the account cannot sign in.
  await page.reload();
  await page.getByRole("searchbox", { name: "Search users" }).fill(doomed.email);
  await expect(page.getByText("No users match your search.")).toBeVisible();
  const login = await apiPost(page.request, app.url, "/auth/login", { email: doomed.email, password: doomed.password });
  expect(login.body).toMatchObject({ success: false });
});

test("search finds a user by e-mail, and 'Clear search and filter' brings the whole list back", async ({
  page,
  app,
  superUser,
}) => {
  await signInViaApi(page.request, app.url, superUser);
  const wanted = await createViaApi(page, app.url, "findme");
  const other = await createViaApi(page, app.url, "other");

  await openAdmin(page, app.url, superUser);
  await expect(rowOf(page, other.email)).toHaveCount(1);
  await search(page, wanted.email);
  await expect(rowOf(page, other.email)).toHaveCount(0);
  // Part of the address is enough, in any case.
  await page.getByRole("searchbox", { name: "Search users" }).fill(wanted.email.split("@")[0].toUpperCase());
  await expect(rowOf(page, wanted.email)).toHaveCount(1);
  await expect(rowOf(page, other.email)).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search users" }).fill("nobody-matches-this-search");
  await expect(page.getByText("No users match your search.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search and filter" }).click();
  await expect(rowOf(page, wanted.email)).toHaveCount(1);
  await expect(rowOf(page, other.email)).toHaveCount(1);
});

test("the Audit log tab lists the actions just done, newest first", async ({ page, app, superUser }) => {
  await signInViaApi(page.request, app.url, superUser);
  const subject = await createViaApi(page, app.url, "audited");

  await openAdmin(page, app.url, superUser);
  await search(page, subject.email);
  await rowAction(page, subject, "Block");
  await expectNotice(page, "User blocked successfully");
  await rowAction(page, subject, "Unblock");
  await expectNotice(page, "User unblocked successfully");
  await rowAction(page, subject, "Make Admin");
  await expectNotice(page, "User elevated to admin successfully");
  await rowAction(page, subject, "Delete");
  await page.getByRole("dialog", { name: "Delete User" }).getByRole("button", { name: "Delete", exact: true }).click();
  await expectNotice(page, "User deleted successfully");

  await page.getByRole("tab", { name: "Audit log" }).click();
  await expect(page).toHaveURL(/[?&]tab=audit/);
  const log = page.getByRole("table", { name: "Audit log" });
  await page.getByRole("searchbox", { name: "Target" }).fill(subject.email);
  const rows = log.getByRole("row").filter({ hasText: subject.email });
  await expect(rows).toHaveCount(5);
  const expected = [
    "admin.user.delete",
    "admin.user.promote",
    "admin.user.unblock",
    "admin.user.block",
    "admin.user.create",
  ];
  for (const [i, action] of expected.entries()) {
    const row = rows.nth(i);
    await expect(row.getByText(action, { exact: true })).toBeVisible();
    await expect(row.getByText(superUser.email)).toBeVisible();
    await expect(row.getByText("ok", { exact: true })).toBeVisible();
  }
  // Newest first, by the rows' own timestamps too.
  const times = await rows.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
  expect(times).toEqual([...times].sort().reverse());
});

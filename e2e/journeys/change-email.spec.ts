import { expect, test } from "../fixtures";
import { newUser, signInViaUi } from "../fixtures/users";

test("change e-mail: new address + password, link mailed to the NEW address, then sign in with it", async ({
  page,
  mail,
  signedIn,
}) => {
  const user = await signedIn(page);
  const newEmail = newUser("changed").email;

  await page.goto("/profile");
  await expect(page.getByText(user.email).first()).toBeVisible();
  const form = page.locator("form").filter({ has: page.getByLabel(/new email/i) });
  await form.getByLabel(/new email/i).fill(newEmail);
  await form.getByLabel(/password/i).fill(user.password);
  await form.getByRole("button", { name: /change email|update email|send verification/i }).click();
  await expect(page.getByText(/verification email sent/i)).toBeVisible();

  // The new address gets the link; the old address is told (SECURITY.md 9).
  const toNew = await mail.waitFor(newEmail, /.+/);
  const toOld = await mail.waitFor(user.email, /email/i);
  expect(toOld.links.some((l) => l.includes("token="))).toBe(false);

  await page.goto(mail.link(toNew, "/verify-email-change"));
  await expect(page.getByText("Email Updated Successfully!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue to Profile" })).toBeVisible();
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/login/);

  // Sign out whatever session is left, then sign in with the new address; the old one no longer exists.
  await page.request.post("/api/auth/logout", { headers: { origin: new URL(page.url()).origin } });
  await page.goto("/login");
  await signInViaUi(page, user.email, user.password);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await signInViaUi(page, newEmail, user.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
  await expect(page.getByText(newEmail).first()).toBeVisible();
});

test("a wrong password does not change the e-mail and sends nothing", async ({ page, mail, signedIn }) => {
  const user = await signedIn(page);
  const newEmail = newUser("not-changed").email;
  await page.goto("/profile");
  const form = page.locator("form").filter({ has: page.getByLabel(/new email/i) });
  await form.getByLabel(/new email/i).fill(newEmail);
  await form.getByLabel(/password/i).fill(`${user.password}-wrong`);
  await form.getByRole("button", { name: /change email|update email|send verification/i }).click();
  await expect(page.getByText(/Incorrect password\.|Failed to change email/)).toBeVisible();
  expect(mail.messages.some((m) => m.to.includes(newEmail))).toBe(false);
});

test("a bad e-mail change link fails with a way back", async ({ page }) => {
  await page.goto(`/verify-email-change?token=${"x".repeat(43)}`);
  await expect(page.getByText("Verification Failed", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Profile" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
});

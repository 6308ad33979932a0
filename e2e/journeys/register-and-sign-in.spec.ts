import { expect, test } from "../fixtures";
import { registerViaUi, signInViaUi } from "../fixtures/users";

test("register, verify by the mailed link, sign in and see the profile", async ({ page, mail, user }) => {
  await registerViaUi(page, user);

  const message = await mail.waitFor(user.email, /verify/i);
  expect(message.text).toContain("/verify?token=");
  await page.goto(mail.link(message, "/verify"));
  await expect(page.getByText("Your email has been verified! You can now log in.")).toBeVisible();
  await page.getByRole("link", { name: "Go to Login" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInViaUi(page, user.email, user.password);
  // The spec: a successful login goes to / with the history replaced.
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(user.email).first()).toBeVisible();
  await expect(page.getByText(user.firstName).first()).toBeVisible();
  await expect(page.getByText(user.lastName).first()).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
});

test("a verification link works once only", async ({ page, mail, user }) => {
  await registerViaUi(page, user);
  const link = mail.link(await mail.waitFor(user.email, /verify/i), "/verify");
  await page.goto(link);
  await expect(page.getByText("Your email has been verified! You can now log in.")).toBeVisible();
  await page.goto(link);
  await expect(page.getByText("Verifying your email...")).toBeHidden();
  await expect(
    page.getByText(
      /Invalid or expired verification link|Invalid verification link|Verification failed|Failed to verify email/,
    ),
  ).toBeVisible();
  await expect(page.getByText("Your email has been verified! You can now log in.")).toBeHidden();
});

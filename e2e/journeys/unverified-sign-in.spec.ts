import { expect, test } from "../fixtures";
import { apiPost, signInViaUi } from "../fixtures/users";

test("an unverified account is sent to /verify-email, can resend, and the new mail arrives", async ({
  page,
  mail,
  user,
  app,
}) => {
  const registered = await apiPost(page.request, app.url, "/auth/register", user);
  expect(registered.body).toMatchObject({ success: true });
  const first = await mail.waitFor(user.email, /verify/i);

  await signInViaUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();
  await expect(page.getByText("Please verify your email address before logging in.")).toBeVisible();
  // The resend form is prefilled from navigation state.
  await expect(page.getByLabel("Email")).toHaveValue(user.email);

  await page.getByRole("button", { name: "Resend Verification Email" }).click();
  await expect(page.getByText("Verification email sent successfully! Please check your inbox.")).toBeVisible();

  const second = await mail.waitFor(user.email, /verify/i);
  const secondLink = mail.link(second, "/verify");
  expect(secondLink).not.toBe(mail.link(first, "/verify"));

  // A newer link voids the older one (SECURITY.md 9); the newest one verifies the account.
  await page.goto(mail.link(first, "/verify"));
  await expect(page.getByText("Verifying your email...")).toBeHidden();
  await expect(
    page.getByText(
      /Invalid or expired verification link|Invalid verification link|Verification failed|Failed to verify email/,
    ),
  ).toBeVisible();
  await page.goto(secondLink);
  await expect(page.getByText("Your email has been verified! You can now log in.")).toBeVisible();

  await page.getByRole("link", { name: "Go to Login" }).click();
  await signInViaUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});

test("resend without an address asks for one", async ({ page }) => {
  await page.goto("/verify-email");
  await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();
  await page.getByRole("button", { name: "Resend Verification Email" }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Sign In" })).toHaveAttribute("href", "/login");
});

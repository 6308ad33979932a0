import { expect, test } from "../fixtures";

const TOP_LINKS = [
  { name: "Home", path: "/" },
  { name: "Analyzer", path: "/analyzer" },
  { name: "Patent Buddy", path: "/patent-buddy" },
  { name: "About", path: "/about" },
  { name: "Founder", path: "/founder" },
];

test.describe("desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("top bar links lead to their pages and the active one is marked", async ({ page }) => {
    await page.goto("/founder");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const { name, path } of TOP_LINKS) {
      const link = nav.getByRole("link", { name, exact: true });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "" : path}/?$`));
      await expect(link).toHaveAttribute("aria-current", "page");
      for (const other of TOP_LINKS.filter((l) => l.name !== name)) {
        await expect(nav.getByRole("link", { name: other.name, exact: true })).not.toHaveAttribute(
          "aria-current",
          "page",
        );
      }
    }
  });

  test("signed out, the bar offers 'Sign in' to /login", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("signed in, the user menu has Profile, My Applications and Sign out, which goes to /", async ({
    page,
    signedIn,
  }) => {
    await signedIn(page);
    await page.goto("/about");
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveCount(0);
    const menu = page.getByRole("button", { name: "Account menu" });

    await menu.click();
    await page.getByRole("menuitem", { name: "My Applications" }).click();
    await expect(page).toHaveURL(/\/patent-applications$/);

    await menu.click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await menu.click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
    const session = await page.request.get("/api/auth/session");
    expect((await session.json()).user).toBeNull();
  });

  test("no Admin link for an ordinary user", async ({ page, signedIn }) => {
    await signedIn(page);
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  });

  test("the footer has its navigation, a contact address and the current year", async ({ page }) => {
    await page.goto("/about");
    const footer = page.locator("footer");
    const nav = footer.getByRole("navigation", { name: "Footer" });
    for (const name of ["Home", "Analyzer", "About"])
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(footer.getByText("Navigation")).toBeVisible();
    await expect(footer.getByText("Connect")).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer.getByText(new RegExp(`©\\s*${new Date().getFullYear()}`))).toBeVisible();
  });
});

test.describe("mobile (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("signed out, the hamburger lists the links and 'Sign in', but no Dashboard", async ({ page }) => {
    await page.goto("/founder");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    for (const { name } of TOP_LINKS) await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Dashboard" })).toHaveCount(0);

    await drawer.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("signed in, the hamburger also lists Dashboard, Profile, My Applications and Sign out", async ({
    page,
    signedIn,
  }) => {
    await signedIn(page);
    await page.goto("/founder");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    for (const name of ["Dashboard", "Profile", "My Applications"]) {
      await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole("button", { name: "Sign out" })).toBeVisible();
    await drawer.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Page Not Found")).toHaveCount(0);
  });
});

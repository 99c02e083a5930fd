import { expect, test } from "./fixtures.ts";

test("a visitor who opens / lands on the login page", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute(
    "href",
    "/reset_password",
  );
});

test("any unknown path sends a visitor to the login page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/login$/);
});

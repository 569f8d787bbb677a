import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { newAccount, type AccountFields } from "../support/accounts";

export { newAccount, type AccountFields };

/**
 * A fresh student signed in through /api/register: with `page.request` the session cookie lands in
 * the page's browser context. Returns the account's fields (name, email, username, password).
 */
export async function signUp(request: APIRequestContext, overrides: Partial<AccountFields> = {}) {
  const account = newAccount(overrides);
  const response = await request.post("/api/register", { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Pages with a password field render its show/hide button only once React has hydrated. */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: "Mostrar contraseña" }).first()).toBeVisible();
}

/** The toast on screen shows exactly this title (and this description, when given). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId("toast");
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) {
    await expect(toast.getByText(description, { exact: true })).toBeVisible();
  }
}

/** A 404 page: the status, its heading and its way back. */
export async function expectNotFound(
  page: Page,
  path: string,
  { heading, link }: { heading: string; link?: { name: string; href: string } },
) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  if (link)
    await expect(page.getByRole("link", { name: link.name })).toHaveAttribute("href", link.href);
}

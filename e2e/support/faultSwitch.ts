// The e2e side of the dev server's fault switch (dev-server/faults/faultSwitch.ts): setting and reading the faults,
// and what e2e/faults.spec.ts checks under them.
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page, Request } from "@playwright/test";
import { E2E_BASE_URL } from "./server";
import { expect } from "./fixtures";
import { unique } from "./unique";

export const REALM = "acme";

type FaultSettings = {
  latencyMs?: number;
  errorRate?: number;
  failNext?: number;
  dropNext?: number;
  unauthorizedNext?: number;
  pathPattern?: string;
  methods?: string[];
};
type FaultCounts = { delayed: number; failed: number; dropped: number; unauthorized: number };

export async function setFaults(settings: FaultSettings = {}): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}/__faults`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(settings),
  });
  expect(response.status, await response.text()).toBe(200);
}

export async function appliedFaults(): Promise<FaultCounts> {
  const response = await fetch(`${E2E_BASE_URL}/__faults`);
  return ((await response.json()) as { applied: FaultCounts }).applied;
}

/** The page's uncaught errors: a fault must never end in one (nor in a white screen). */
export function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}

/** The console's frame is still there: the sidebar's navigation and the realm selector. */
export async function expectShell(page: Page) {
  await expect(page.getByRole("navigation", { name: "Manage" })).toBeVisible();
  await expect(page.getByRole("button", { name: /choose another realm/ })).toBeVisible();
}

export const alerts = (page: Page) => page.getByTestId("alerts");
export const usersTable = (page: Page) => page.getByRole("table", { name: "Users" });

export async function createRole(admin: KcAdminClient, description = "") {
  const name = unique("e2e-fault-role");
  await admin.roles.create({ realm: REALM, name, description });
  const role = await admin.roles.findOneByName({ realm: REALM, name });
  return { name, id: role!.id! };
}

/** The sign-ins the page makes from now on: refresh grants and code exchanges at the token endpoint, and visits to the authorization endpoint (a hidden frame's or the login page's). */
export function countSignIns(page: Page) {
  const seen = { token: 0, authorize: 0 };
  page.on("request", (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith("/protocol/openid-connect/token")) seen.token++;
    if (path.endsWith("/protocol/openid-connect/auth")) seen.authorize++;
  });
  return seen;
}

/** Polls `read` until two readings a second apart agree: the console has stopped asking. */
export async function expectSettled(read: () => number | Promise<number>) {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await read();
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [1000], timeout: 15_000 },
    )
    .toBe(true);
}

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchSelectField } from "@/components/kit/form";
import { PermissionTargetFields } from "@/components/areas/client-authorization/permissions/PermissionTargetFields";
import { serverPicker } from "@/components/areas/client-authorization/shared/serverPicker";
import { NEW_PERMISSION, type PermissionValues } from "@/lib/authorization/permissionForm";
import { renderForm } from "../kit/formHarness";

// A resource server of 150 resources, each with two scopes of its own, and 150 policies.
const pad = (n: number) => String(n).padStart(3, "0");
const numbers = Array.from({ length: 150 }, (_, i) => i);
const RESOURCES = numbers.map((n) => ({ _id: `r-${n}`, name: `resource-${pad(n)}` }));
const scopesOf = (n: number) => ["a", "b"].map((part) => ({ id: `s-${n}-${part}`, name: `scope-${pad(n)}-${part}` }));
const SCOPES = numbers.flatMap(scopesOf);
const POLICIES = numbers.map((n) => ({ id: `p-${n}`, name: `policy-${pad(n)}` }));

type Page = { first: number; max: number; name?: string };
/** What Keycloak answers a list search: part of the name in any case, one page. */
const search = <T extends { name: string }>(items: T[], { first, max, name = "" }: Page) =>
  items.filter((item) => item.name.toLowerCase().includes(name.toLowerCase())).slice(first, first + max);

const clients = {
  listResources: jest.fn(async (query: Page) => search(RESOURCES, query)),
  listAllScopes: jest.fn(async (query: Page) => search(SCOPES, query)),
  listPolicies: jest.fn(async (query: Page) => search(POLICIES, query)),
  listScopesByResource: jest.fn(async ({ resourceName }: { resourceName: string }) =>
    scopesOf(Number(resourceName.slice(2))),
  ),
  getResource: jest.fn(async ({ resourceId }: { resourceId: string }) => RESOURCES.find((r) => r._id === resourceId)),
  getAuthorizationScope: jest.fn(async ({ scopeId }: { scopeId: string }) => SCOPES.find((s) => s.id === scopeId)),
  findOnePolicy: jest.fn(async ({ policyId }: { policyId: string }) => POLICIES.find((p) => p.id === policyId)),
};
jest.mock("@/lib/console-context", () => ({
  useAdminClient: () => ({ clients }),
  useHelp: () => ({ enabled: true, toggle: jest.fn() }),
}));

beforeEach(() => Object.values(clients).forEach((fn) => fn.mockClear()));

/**
 * The listed option `name`, once the server's answer shows it. Waited for by its text: an option's accessible name is
 * costly in jsdom, and a wait that computed twenty of them on each try outran its time on a busy machine.
 */
async function optionNamed(name: string) {
  const option = (await screen.findByText(name)).closest<HTMLElement>('[role="option"]');
  if (!option) throw new Error(`"${name}" is shown, but not as an option`);
  return option;
}

const target = { realm: "acme", id: "c1" };

/** A scope-based permission's resource and scopes, and the policies it applies, as its form shows them. */
function PermissionPickers() {
  return (
    <>
      <PermissionTargetFields realm="acme" clientId="c1" type="scope" />
      <SearchSelectField name="policies" label="Apply policy" multiple {...serverPicker("acme", "c1", "policies")} />
    </>
  );
}

describe("the resource server's pickers", () => {
  it("find a resource, its own scopes and a policy beyond the first matches by searching the server", async () => {
    const user = userEvent.setup();
    const { values } = renderForm<PermissionValues>({ ...NEW_PERMISSION }, <PermissionPickers />);
    await user.type(screen.getByRole("combobox", { name: "Resource" }), "110");
    await user.click(await optionNamed("resource-110"));
    await waitFor(() => expect(values().resource).toBe("r-110"));
    expect(clients.listResources).toHaveBeenLastCalledWith({
      ...target,
      first: 0,
      max: 20,
      name: "110",
      deep: false,
    });

    await user.type(screen.getByRole("combobox", { name: "Authorization scopes" }), "scope");
    const scopes = await screen.findByRole("listbox");
    await waitFor(() =>
      expect(
        within(scopes)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["scope-110-a", "scope-110-b"]),
    );
    await user.click(within(scopes).getByRole("option", { name: "scope-110-b" }));
    await waitFor(() => expect(values().scopes).toEqual(["s-110-b"]));
    expect(clients.listScopesByResource).toHaveBeenCalledWith({ ...target, resourceName: "r-110" });
    await user.keyboard("{Escape}");

    await user.type(screen.getByRole("combobox", { name: "Apply policy" }), "145");
    await user.click(await optionNamed("policy-145"));
    await waitFor(() => expect(values().policies).toEqual(["p-145"]));
    expect(clients.listPolicies).toHaveBeenLastCalledWith({
      ...target,
      first: 0,
      max: 20,
      name: "145",
      permission: "false",
    });
  });

  it("show by name what a saved permission holds, asking the server for each by id", async () => {
    renderForm<PermissionValues>(
      { ...NEW_PERMISSION, resource: "r-130", scopes: ["s-130-a"], policies: ["p-140"] },
      <PermissionPickers />,
    );
    expect(await screen.findByRole("button", { name: "Remove scope-130-a" })).toBeVisible();
    expect(await screen.findByRole("button", { name: "Remove policy-140" })).toBeVisible();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Resource" })).toHaveValue("resource-130"));
    const gone = { catchNotFound: true };
    expect(clients.getResource).toHaveBeenCalledWith({ ...target, resourceId: "r-130" }, gone);
    expect(clients.getAuthorizationScope).toHaveBeenCalledWith({ ...target, scopeId: "s-130-a" }, gone);
    expect(clients.findOnePolicy).toHaveBeenCalledWith({ ...target, policyId: "p-140" }, gone);
  });

  it("hold a resource's scopes by name, searched on the server and named without asking", async () => {
    const user = userEvent.setup();
    const { values } = renderForm(
      { scopes: ["scope-001-a"] },
      <SearchSelectField name="scopes" label="Scopes" multiple {...serverPicker("acme", "c1", "scopeNames")} />,
    );
    expect(await screen.findByRole("button", { name: "Remove scope-001-a" })).toBeVisible();
    await user.type(screen.getByRole("combobox", { name: "Scopes" }), "149");
    await user.click(await optionNamed("scope-149-b"));
    await waitFor(() => expect(values().scopes).toEqual(["scope-001-a", "scope-149-b"]));
    expect(clients.listAllScopes).toHaveBeenLastCalledWith({
      ...target,
      first: 0,
      max: 20,
      name: "149",
      deep: false,
    });
    expect(clients.getAuthorizationScope).not.toHaveBeenCalled();
  });
});

import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { findGroupIdByPath, GROUP_SEARCH_PAGE } from "@/lib/queries/users/csvImportCalls";

/** Top-level groups dept-0 … dept-(count-1), each with a subgroup "engineering", as an exact search answers them. */
const departments = (count: number): GroupRepresentation[] =>
  Array.from({ length: count }, (_, n) => ({
    id: `dept-${n}`,
    name: `dept-${n}`,
    path: `/dept-${n}`,
    subGroups: [{ id: `eng-${n}`, name: "engineering", path: `/dept-${n}/engineering` }],
  }));

function searchOver(groups: GroupRepresentation[]) {
  const find = jest.fn(async ({ first = 0, max = 100 }: { first?: number; max?: number }) =>
    groups.slice(first, first + max),
  );
  return { find, adminClient: { groups: { find } } as unknown as KeycloakAdminClient };
}

it("finds a group whose parent is past the search's first page", async () => {
  const { find, adminClient } = searchOver(departments(GROUP_SEARCH_PAGE * 2 + 5));
  const last = GROUP_SEARCH_PAGE * 2 + 4;
  expect(await findGroupIdByPath(adminClient, "acme", `/dept-${last}/engineering`)).toBe(`eng-${last}`);
  expect(find).toHaveBeenCalledTimes(3);
  expect(find).toHaveBeenLastCalledWith({
    realm: "acme",
    search: "engineering",
    exact: true,
    first: GROUP_SEARCH_PAGE * 2,
    max: GROUP_SEARCH_PAGE,
  });
});

it("stops at the first page holding the path, and at a short page when no group has it", async () => {
  const { find, adminClient } = searchOver(departments(GROUP_SEARCH_PAGE + 1));
  expect(await findGroupIdByPath(adminClient, "acme", "/dept-3/engineering")).toBe("eng-3");
  expect(find).toHaveBeenCalledTimes(1);
  find.mockClear();
  expect(await findGroupIdByPath(adminClient, "acme", "/nowhere/engineering")).toBeUndefined();
  expect(find).toHaveBeenCalledTimes(2);
});

import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen } from "../realm-settings/screenHarness";

const ENGINEERING = { id: "g-eng", name: "Engineering", path: "/Engineering", subGroupCount: 2, subGroups: [] };
const SALES = { id: "g-sales", name: "Sales", path: "/Sales", subGroupCount: 0, subGroups: [] };
const BACKEND = {
  id: "g-backend",
  name: "Backend",
  path: "/Engineering/Backend",
  parentId: "g-eng",
  subGroupCount: 0,
  subGroups: [],
};
const child = (index: number) => ({
  id: `g-c${index}`,
  name: `Child ${index}`,
  path: `/Engineering/Child ${index}`,
  parentId: "g-eng",
  subGroupCount: 0,
  subGroups: [],
});

function withGroups(permissions: readonly string[]) {
  const adminClient = setUpScreen(permissions);
  const groups = {
    find: jest.fn(async (_query: Record<string, unknown>): Promise<unknown[]> => [ENGINEERING, SALES]),
    listSubGroups: jest.fn(async (_query: Record<string, unknown>): Promise<unknown[]> => [BACKEND]),
    findOne: jest.fn(async (_query: Record<string, unknown>): Promise<unknown> => ({
      ...ENGINEERING,
      attributes: { costCenter: ["CC-100"] },
      access: { manage: true },
    })),
    create: jest.fn(async (_query: Record<string, unknown>): Promise<{ id: string }> => ({ id: "g-new" })),
    createChildGroup: jest.fn(
      async (_query: Record<string, unknown>, _rep: Record<string, unknown>): Promise<{ id: string }> => ({
        id: "g-new",
      }),
    ),
    del: jest.fn(async (_query: Record<string, unknown>): Promise<void> => undefined),
  };
  Object.assign(adminClient, { groups });
  return groups;
}

describe("groups", () => {
  it("lists the top level in the table and in the tree, which loads a node's children only on expand", async () => {
    const groups = withGroups(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/groups");
    const table = await screen.findByRole("table", { name: "Groups" });
    const row = (await within(table).findByRole("link", { name: "Engineering" })).closest("tr")!;
    expect(row).toHaveTextContent("2");
    expect(groups.find).toHaveBeenCalledWith({ realm: "master", first: 0, max: 11, briefRepresentation: true });
    expect(groups.find).toHaveBeenCalledWith({ realm: "master", first: 0, max: 21, briefRepresentation: true });

    const tree = await screen.findByRole("tree", { name: "Group tree" });
    const engineering = await within(tree).findByRole("treeitem", { name: "Engineering" });
    expect(within(tree).getByRole("treeitem", { name: "Sales" })).not.toHaveAttribute("aria-expanded");
    expect(groups.listSubGroups).not.toHaveBeenCalled();

    await user.click(within(engineering).getByRole("button", { name: "Expand Engineering" }));
    expect(await within(engineering).findByRole("treeitem", { name: "Backend" })).toBeInTheDocument();
    expect(engineering).toHaveAttribute("aria-expanded", "true");
    expect(groups.listSubGroups).toHaveBeenCalledWith({
      realm: "master",
      parentId: "g-eng",
      first: 0,
      max: 21,
      briefRepresentation: true,
    });
  });

  it("pages a big level: 'Load more' appends the next page", async () => {
    const groups = withGroups(ALL_PERMISSIONS);
    groups.listSubGroups.mockImplementation(async (query) => {
      const first = query.first as number;
      return Array.from({ length: Math.max(0, Math.min(query.max as number, 25 - first)) }, (_, index) =>
        child(first + index),
      );
    });
    const user = userEvent.setup();
    await renderConsoleAt("/master/groups");
    const engineering = await within(await screen.findByRole("tree", { name: "Group tree" })).findByRole("treeitem", {
      name: "Engineering",
    });
    await user.click(within(engineering).getByRole("button", { name: "Expand Engineering" }));
    await within(engineering).findByRole("treeitem", { name: "Child 19" });
    expect(within(engineering).queryByRole("treeitem", { name: "Child 20" })).not.toBeInTheDocument();

    await user.click(within(engineering).getByRole("button", { name: "Load more in Engineering" }));
    expect(await within(engineering).findByRole("treeitem", { name: "Child 24" })).toBeInTheDocument();
    expect(groups.listSubGroups).toHaveBeenLastCalledWith(
      expect.objectContaining({ parentId: "g-eng", first: 20, max: 21 }),
    );
    expect(within(engineering).queryByRole("button", { name: "Load more in Engineering" })).not.toBeInTheDocument();
  });

  it("shows a selected group with breadcrumbs and its tabs", async () => {
    withGroups(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/groups/g-eng");
    expect(await screen.findByRole("heading", { level: 1, name: "Engineering" })).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Group path" });
    expect(within(crumbs).getByRole("link", { name: "Groups" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Child groups" });
    expect(await within(table).findByRole("link", { name: "Backend" })).toHaveAttribute(
      "href",
      "/master/groups/g-eng/g-backend",
    );
    for (const name of ["Members", "Attributes", "Role mapping"])
      expect(screen.getByRole("tab", { name })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Attributes" }));
    const attributes = await screen.findByRole("form", { name: "Attributes" });
    expect(within(attributes).getByDisplayValue("CC-100")).toBeInTheDocument();
  });

  it("creates a top-level group; a taken name is reported on the field", async () => {
    const groups = withGroups(ALL_PERMISSIONS);
    groups.create.mockRejectedValueOnce(
      serverError(409, { errorMessage: "Top level group named 'Sales' already exists." }),
    );
    const user = userEvent.setup();
    await renderConsoleAt("/master/groups");
    await user.click(await screen.findByRole("button", { name: "Create group" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a group" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Sales");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Top level group named 'Sales' already exists.")).toBeInTheDocument();
    expect(mockState.alerts.addError).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole("textbox", { name: "Name" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Marketing");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(groups.create).toHaveBeenLastCalledWith({ realm: "master", name: "Marketing" }));
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Group created", "success");
  });

  it("offers neither creating nor row actions without manage-users", async () => {
    withGroups(["query-groups"]);
    await renderConsoleAt("/master/groups");
    const table = await screen.findByRole("table", { name: "Groups" });
    await within(table).findByRole("link", { name: "Engineering" });
    expect(screen.queryByRole("button", { name: "Create group" })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: "Actions" })).not.toBeInTheDocument();
  });
});

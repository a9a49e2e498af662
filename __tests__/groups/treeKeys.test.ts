import type { KeyboardEvent } from "react";
import { onTreeKeyDown } from "@/components/areas/groups/tree/treeKeys";

type Node = { id: string; expanded?: boolean; children?: Node[] };

/** A tree as GroupTreeItem renders it: li treeitems with their link, open nodes holding a group of children. */
function renderTree(nodes: Node[], dir = "ltr"): HTMLElement {
  const list = (items: Node[], role: string) => {
    const ul = document.createElement("ul");
    ul.setAttribute("role", role);
    for (const node of items) {
      const li = document.createElement("li");
      li.setAttribute("role", "treeitem");
      li.dataset.groupId = node.id;
      if (node.expanded !== undefined) li.setAttribute("aria-expanded", String(node.expanded));
      const toggle = document.createElement("button");
      const link = document.createElement("a");
      link.href = `#${node.id}`;
      link.textContent = node.id;
      li.append(toggle, link);
      if (node.expanded && node.children) li.append(list(node.children, "group"));
      ul.append(li);
    }
    return ul;
  };
  const tree = list(nodes, "tree");
  tree.setAttribute("dir", dir);
  tree.style.direction = dir;
  document.body.replaceChildren(tree);
  return tree;
}

function press(tree: HTMLElement, key: string, modifiers: { ctrlKey?: boolean } = {}) {
  const from = document.activeElement as HTMLElement;
  const toggle = jest.fn();
  const preventDefault = jest.fn();
  onTreeKeyDown(
    { key, ...modifiers, currentTarget: tree, target: from, preventDefault } as unknown as KeyboardEvent<HTMLElement>,
    toggle,
  );
  return { toggle, handled: preventDefault.mock.calls.length > 0 };
}

const link = (name: string) => [...document.querySelectorAll("a")].find((a) => a.textContent === name)!;
const focused = () => document.activeElement?.textContent;

const TREE: Node[] = [
  { id: "Engineering", expanded: true, children: [{ id: "Backend", expanded: false }, { id: "Frontend" }] },
  { id: "Sales", expanded: false },
];

describe("the group tree's keys", () => {
  it("moves up and down the visible nodes, and Home and End jump to the ends", () => {
    const tree = renderTree(TREE);
    link("Engineering").focus();
    press(tree, "ArrowDown");
    expect(focused()).toBe("Backend");
    press(tree, "ArrowDown");
    press(tree, "ArrowDown");
    expect(focused()).toBe("Sales");
    press(tree, "ArrowUp");
    expect(focused()).toBe("Frontend");
    press(tree, "Home");
    expect(focused()).toBe("Engineering");
    press(tree, "End");
    expect(focused()).toBe("Sales");
  });

  it("opens a closed node with right and steps into an open one", () => {
    const tree = renderTree(TREE);
    link("Sales").focus();
    expect(press(tree, "ArrowRight").toggle).toHaveBeenCalledWith("Sales");
    link("Engineering").focus();
    expect(press(tree, "ArrowRight").toggle).not.toHaveBeenCalled();
    expect(focused()).toBe("Backend");
  });

  it("closes an open node with left and steps out of a closed one or a leaf to its parent", () => {
    const tree = renderTree(TREE);
    link("Engineering").focus();
    expect(press(tree, "ArrowLeft").toggle).toHaveBeenCalledWith("Engineering");
    link("Frontend").focus();
    expect(press(tree, "ArrowLeft").toggle).not.toHaveBeenCalled();
    expect(focused()).toBe("Engineering");
  });

  it("swaps right and left in a right-to-left layout", () => {
    const tree = renderTree(TREE, "rtl");
    link("Sales").focus();
    expect(press(tree, "ArrowLeft").toggle).toHaveBeenCalledWith("Sales");
  });

  it("leaves other keys, and keys with a modifier, to the browser", () => {
    const tree = renderTree(TREE);
    link("Engineering").focus();
    expect(press(tree, "Enter").handled).toBe(false);
    expect(press(tree, "Tab").handled).toBe(false);
    expect(press(tree, "ArrowDown", { ctrlKey: true }).handled).toBe(false);
    expect(focused()).toBe("Engineering");
  });
});

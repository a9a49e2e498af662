import type AuthenticationExecutionInfoRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationExecutionInfoRepresentation.js";

// Keycloak 26 sends each row's priority too; the admin client's type predates it
export type ExecutionInfo = AuthenticationExecutionInfoRepresentation & { priority?: number };

/** One row of a flow: the server's execution with its place in the tree. */
export type ExecutionNode = {
  execution: ExecutionInfo;
  id: string;
  level: number;
  /** Position among its siblings (Keycloak's `index`, recomputed from the list order). */
  index: number;
  /** Siblings including itself, for aria-setsize. */
  siblingCount: number;
  /** The enclosing sub-flow's row, undefined at the top level. */
  parent?: ExecutionNode;
  children: ExecutionNode[];
  isFlow: boolean;
  /** The alias executions are added under: the sub-flow's own alias for a sub-flow, else undefined. */
  flowAlias?: string;
  requirementChoices: string[];
  canMoveUp: boolean;
  canMoveDown: boolean;
};

/**
 * Builds the tree from GET flows/{alias}/executions, which Keycloak returns depth first: each sub-flow's row is followed
 * by its own rows one level deeper. The level of each row decides its parent, so the list's order is the tree's.
 */
export function buildExecutionTree(list: readonly ExecutionInfo[]): ExecutionNode[] {
  const roots: ExecutionNode[] = [];
  const open: ExecutionNode[] = [];
  for (const execution of list) {
    const level = execution.level ?? 0;
    while (open.length > level) open.pop();
    const parent = open[level - 1];
    const siblings = parent ? parent.children : roots;
    const isFlow = execution.authenticationFlow === true;
    const node: ExecutionNode = {
      execution,
      id: execution.id ?? "",
      level,
      index: siblings.length,
      siblingCount: 0,
      parent,
      children: [],
      isFlow,
      flowAlias: isFlow ? execution.displayName : undefined,
      requirementChoices: execution.requirementChoices ?? [],
      canMoveUp: false,
      canMoveDown: false,
    };
    siblings.push(node);
    open[level] = node;
    open.length = level + 1;
  }
  markSiblings(roots);
  return roots;
}

function markSiblings(siblings: ExecutionNode[]) {
  siblings.forEach((node, i) => {
    node.siblingCount = siblings.length;
    node.canMoveUp = i > 0;
    node.canMoveDown = i < siblings.length - 1;
    markSiblings(node.children);
  });
}

/** The rows a tree shows: every node whose enclosing sub-flows are all expanded, in order. */
export function visibleRows(roots: readonly ExecutionNode[], collapsed: ReadonlySet<string>): ExecutionNode[] {
  const out: ExecutionNode[] = [];
  const walk = (nodes: readonly ExecutionNode[]) => {
    for (const node of nodes) {
      out.push(node);
      if (node.children.length && !collapsed.has(node.id)) walk(node.children);
    }
  };
  walk(roots);
  return out;
}

/** Every node of the tree, depth first. */
export function allNodes(roots: readonly ExecutionNode[]): ExecutionNode[] {
  return visibleRows(roots, new Set());
}

export type MoveDirection = "up" | "down";

/** Whether a row may move: Keycloak only swaps a row with its neighbour in the same sub-flow. */
export function canMove(node: ExecutionNode, direction: MoveDirection): boolean {
  return direction === "up" ? node.canMoveUp : node.canMoveDown;
}

/** Which provider list an "add step" offers: client flows take client authenticators, form flows form actions. */
export function providerKind(flowProviderId: string | undefined): "client" | "form-action" | "authenticator" {
  if (flowProviderId === "client-flow") return "client";
  if (flowProviderId === "form-flow") return "form-action";
  return "authenticator";
}

/** Conditions are the authenticators whose id starts with "conditional-", as Keycloak's console tells them apart. */
export function isConditionProvider(providerId: string | undefined): boolean {
  return (providerId ?? "").startsWith("conditional-");
}

/**
 * A sequence of steps for the diagram: consecutive ALTERNATIVE siblings are one step with the alternatives side by
 * side, every other row is its own step; DISABLED rows take no part in a login and are left out.
 */
export type DiagramStep = { nodes: ExecutionNode[]; alternative: boolean };

export function diagramSteps(siblings: readonly ExecutionNode[]): DiagramStep[] {
  const steps: DiagramStep[] = [];
  for (const node of siblings) {
    if (node.execution.requirement === "DISABLED") continue;
    const last = steps.at(-1);
    if (node.execution.requirement === "ALTERNATIVE" && last?.alternative) last.nodes.push(node);
    else steps.push({ nodes: [node], alternative: node.execution.requirement === "ALTERNATIVE" });
  }
  return steps;
}

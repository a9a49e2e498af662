"use client";

import { Badge, Box, Flex, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { diagramSteps, type ExecutionNode } from "@/lib/authentication/executionTree";
import { requirementLabel } from "./requirementLabel";

/** One execution, or a sub-flow drawn as a box around its own steps. */
function DiagramNode({ node }: { node: ExecutionNode }) {
  const t = useTranslations();
  const name = node.execution.displayName ?? node.execution.providerId ?? "";
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="2" bg="bg.panel" minW="40" listStyleType="none">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight={node.isFlow ? "semibold" : undefined} overflowWrap="anywhere">
          {name}
        </Text>
        <Badge>{requirementLabel(t, node.execution.requirement)}</Badge>
      </Flex>
      {node.isFlow && node.children.length > 0 && <DiagramSequence nodes={node.children} label={name} />}
    </Box>
  );
}

/** A sequence of steps top to bottom; alternatives of one step side by side. */
function DiagramSequence({ nodes, label }: { nodes: readonly ExecutionNode[]; label: string }) {
  const t = useTranslations();
  return (
    <Stack as="ol" gap="2" mt="2" aria-label={t("stepsOf", { name: label })} ps="0">
      {diagramSteps(nodes).map((step) => (
        <Box as="li" key={step.nodes[0].id} listStyleType="none">
          {step.alternative && step.nodes.length > 1 && (
            <Text fontSize="xs" color="fg.muted">
              {t("oneOfAlternatives")}
            </Text>
          )}
          <Flex
            as="ul"
            gap="2"
            wrap="wrap"
            align="start"
            ps="0"
            aria-label={step.alternative ? t("alternatives") : undefined}
          >
            {step.nodes.map((node) => (
              <DiagramNode key={node.id} node={node} />
            ))}
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}

/** The read-only diagram of a flow: what a login goes through, without the disabled steps. */
export function FlowDiagram({ flowAlias, tree }: { flowAlias: string; tree: ExecutionNode[] }) {
  return (
    <Box overflowX="auto">
      <DiagramSequence nodes={tree} label={flowAlias} />
    </Box>
  );
}

import { defineSlotRecipe } from "@chakra-ui/react";
import { tooltipAnatomy } from "@chakra-ui/react/anatomy";

/**
 * Chakra's tooltip look, given to the tooltip itself rather than to the theme: the theme is in the first load, and
 * the one tooltip (TruncatedTooltip) is fetched only when a cut value is first reached for.
 */
export const tooltipRecipe = defineSlotRecipe({
  slots: tooltipAnatomy.keys(),
  className: "chakra-tooltip",
  base: {
    content: {
      "--tooltip-bg": "colors.bg.inverted",
      bg: "var(--tooltip-bg)",
      color: "fg.inverted",
      px: "2.5",
      py: "1",
      borderRadius: "l2",
      fontWeight: "medium",
      textStyle: "xs",
      boxShadow: "md",
      maxW: "xs",
      zIndex: "tooltip",
      transformOrigin: "var(--transform-origin)",
      _open: { animationStyle: "scale-fade-in", animationDuration: "fast" },
      _closed: { animationStyle: "scale-fade-out", animationDuration: "fast" },
    },
    arrow: { "--arrow-size": "sizes.2", "--arrow-background": "var(--tooltip-bg)" },
    arrowTip: { borderTopWidth: "1px", borderLeftWidth: "1px", borderColor: "var(--tooltip-bg)" },
  },
});

/** The look of every icon: 2px round strokes on a 24px grid, in the text colour. */
export const iconStroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

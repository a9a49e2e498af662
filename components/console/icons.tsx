import { createIcon } from "@chakra-ui/react";

// Shell-only icons; the shared ones live in components/ui/icons.
const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const MenuIcon = createIcon({ displayName: "MenuIcon", path: <path d="M4 6h16M4 12h16M4 18h16" {...stroke} /> });
export const CheckIcon = createIcon({ displayName: "CheckIcon", path: <path d="M20 6 9 17l-5-5" {...stroke} /> });

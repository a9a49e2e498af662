import { createIcon } from "@chakra-ui/react";
import { iconStroke as stroke } from "@/components/kit/ui/iconStroke";

// Shell-only icons; the shared ones live in components/kit/ui/icons.

export const MenuIcon = createIcon({ displayName: "MenuIcon", path: <path d="M4 6h16M4 12h16M4 18h16" {...stroke} /> });
export const CheckIcon = createIcon({ displayName: "CheckIcon", path: <path d="M20 6 9 17l-5-5" {...stroke} /> });

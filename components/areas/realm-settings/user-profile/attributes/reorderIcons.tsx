import { createIcon } from "@chakra-ui/react";
import { iconStroke as stroke } from "@/components/kit/ui/iconStroke";

export const ArrowUpIcon = createIcon({
  displayName: "ArrowUpIcon",
  path: <path d="M12 19V5M5 12l7-7 7 7" {...stroke} />,
});
export const ArrowDownIcon = createIcon({
  displayName: "ArrowDownIcon",
  path: <path d="M12 5v14M19 12l-7 7-7-7" {...stroke} />,
});
export const GripIcon = createIcon({
  displayName: "GripIcon",
  path: [6, 12, 18].flatMap((y) => [
    <circle key={`a${y}`} cx="9" cy={y} r="1.5" fill="currentColor" />,
    <circle key={`b${y}`} cx="15" cy={y} r="1.5" fill="currentColor" />,
  ]),
});

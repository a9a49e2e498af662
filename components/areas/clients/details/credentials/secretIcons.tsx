import { createIcon } from "@chakra-ui/react";
import { iconStroke as stroke } from "@/components/kit/ui/iconStroke";

export const EyeIcon = createIcon({
  displayName: "EyeIcon",
  path: [
    <path key="a" d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" {...stroke} />,
    <circle key="b" cx="12" cy="12" r="3" {...stroke} />,
  ],
});

export const EyeOffIcon = createIcon({
  displayName: "EyeOffIcon",
  path: [
    <path
      key="a"
      d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6"
      {...stroke}
    />,
    <path key="b" d="M2 2l20 20" {...stroke} />,
  ],
});

import { createIcon } from "@chakra-ui/react";
import { iconStroke as stroke } from "./iconStroke";

// Small stroke icons (24px grid) so the kit needs no icon package.

export const KebabIcon = createIcon({
  displayName: "KebabIcon",
  path: [
    <circle key="a" cx="12" cy="5" r="1.8" fill="currentColor" />,
    <circle key="b" cx="12" cy="12" r="1.8" fill="currentColor" />,
    <circle key="c" cx="12" cy="19" r="1.8" fill="currentColor" />,
  ],
});

export const HelpIcon = createIcon({
  displayName: "HelpIcon",
  path: [
    <circle key="a" cx="12" cy="12" r="10" {...stroke} />,
    <path key="b" d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" {...stroke} />,
    <circle key="c" cx="12" cy="17" r="1" fill="currentColor" />,
  ],
});

export const PlusIcon = createIcon({ displayName: "PlusIcon", path: <path d="M12 5v14M5 12h14" {...stroke} /> });
export const MinusIcon = createIcon({ displayName: "MinusIcon", path: <path d="M5 12h14" {...stroke} /> });
export const ChevronLeftIcon = createIcon({
  displayName: "ChevronLeftIcon",
  path: <path d="m15 18-6-6 6-6" {...stroke} />,
});
export const ChevronRightIcon = createIcon({
  displayName: "ChevronRightIcon",
  path: <path d="m9 18 6-6-6-6" {...stroke} />,
});
export const ChevronUpIcon = createIcon({
  displayName: "ChevronUpIcon",
  path: <path d="m18 15-6-6-6 6" {...stroke} />,
});
export const ChevronDownIcon = createIcon({
  displayName: "ChevronDownIcon",
  path: <path d="m6 9 6 6 6-6" {...stroke} />,
});
export const RefreshIcon = createIcon({
  displayName: "RefreshIcon",
  path: [
    <path key="a" d="M21 12a9 9 0 0 1-15.5 6.2L3 16" {...stroke} />,
    <path key="b" d="M3 12a9 9 0 0 1 15.5-6.2L21 8" {...stroke} />,
    <path key="c" d="M21 3v5h-5M3 21v-5h5" {...stroke} />,
  ],
});
export const SearchIcon = createIcon({
  displayName: "SearchIcon",
  path: [<circle key="a" cx="11" cy="11" r="7" {...stroke} />, <path key="b" d="m21 21-4.3-4.3" {...stroke} />],
});
export const CloseIcon = createIcon({ displayName: "CloseIcon", path: <path d="M18 6 6 18M6 6l12 12" {...stroke} /> });
export const UploadIcon = createIcon({
  displayName: "UploadIcon",
  path: [
    <path key="a" d="M12 15V3m-5 5 5-5 5 5" {...stroke} />,
    <path key="b" d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" {...stroke} />,
  ],
});

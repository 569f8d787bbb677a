import type { ReactNode } from "react";

import { Icon as BaseIcon } from "~/components/ui/icon";

/** Toolbar size. */
const Icon = ({ children }: { children: ReactNode }) => (
  <BaseIcon className="h-4 w-4 shrink-0">{children}</BaseIcon>
);

export const PlayIcon = () => (
  <Icon>
    <path d="M7 4v16l13-8z" />
  </Icon>
);

export const SaveIcon = () => (
  <Icon>
    <path d="M5 3h11l5 5v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
    <path d="M7 3v5h8V3M7 21v-7h10v7" />
  </Icon>
);

export const DownloadIcon = () => (
  <Icon>
    <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />
  </Icon>
);

export const CopyIcon = () => (
  <Icon>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Icon>
);

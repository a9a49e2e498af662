"use client";

import { useState } from "react";
import { ActionsMenu } from "@/components/kit/ui/MenuButton";
import { DeleteRealmDialog } from "./DeleteRealmDialog";
import { PartialExportDialog } from "./PartialExportDialog";
import { PartialImportDialog } from "./PartialImportDialog";

type Opened = "import" | "export" | "delete";

/** The realm-settings header's Action menu, for admins who may manage the realm: partial import, export, delete. */
export function RealmActionsMenu({ realm }: { realm: string }) {
  const [opened, setOpened] = useState<Opened>();
  const close = () => setOpened(undefined);

  return (
    <>
      <PartialImportDialog realm={realm} open={opened === "import"} onClose={close} />
      <PartialExportDialog realm={realm} open={opened === "export"} onClose={close} />
      <DeleteRealmDialog realm={realm} open={opened === "delete"} onClose={close} />
      <ActionsMenu
        actions={[
          { value: "partialImport", labelKey: "partialImport", onSelect: () => setOpened("import") },
          { value: "partialExport", labelKey: "partialExport", onSelect: () => setOpened("export") },
          { value: "delete", labelKey: "delete", danger: true, separated: true, onSelect: () => setOpened("delete") },
        ]}
      />
    </>
  );
}

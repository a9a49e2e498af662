"use client";

import { useState } from "react";
import { Button, Menu, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "@/components/kit/ui/icons";
import { DeleteRealmDialog } from "./DeleteRealmDialog";
import { PartialExportDialog } from "./PartialExportDialog";
import { PartialImportDialog } from "./PartialImportDialog";

type Opened = "import" | "export" | "delete";

/** The realm-settings header's Action menu, for admins who may manage the realm: partial import, export, delete. */
export function RealmActionsMenu({ realm }: { realm: string }) {
  const t = useTranslations();
  const [opened, setOpened] = useState<Opened>();
  const close = () => setOpened(undefined);

  return (
    <>
      <PartialImportDialog realm={realm} open={opened === "import"} onClose={close} />
      <PartialExportDialog realm={realm} open={opened === "export"} onClose={close} />
      <DeleteRealmDialog realm={realm} open={opened === "delete"} onClose={close} />
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm">
            {t("action")}
            <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="partialImport" onSelect={() => setOpened("import")}>
                {t("partialImport")}
              </Menu.Item>
              <Menu.Item value="partialExport" onSelect={() => setOpened("export")}>
                {t("partialExport")}
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="delete" color="fg.error" onSelect={() => setOpened("delete")}>
                {t("delete")}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
}

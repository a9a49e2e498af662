"use client";

import { lazy, Suspense, useState } from "react";
import { Button } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useTableUrlState } from "@/components/kit/data-table/useTableUrlState";
import { useAccess } from "@/lib/console-context";

// Each dialog (and papaparse behind the import) is its own chunk, fetched when its button is first pressed.
const ImportUsersDialog = lazy(() => import("./ImportUsersDialog"));
const ExportUsersDialog = lazy(() => import("./ExportUsersDialog"));

/**
 * The user list's CSV buttons: Import for admins who manage users, Export (of the list's current search) for those
 * who may view them.
 */
export function UsersCsvActions({ realm }: { realm: string }) {
  const t = useTranslations();
  const access = useAccess();
  const [{ search }] = useTableUrlState();
  const [open, setOpen] = useState<"import" | "export">();
  const close = () => setOpen(undefined);
  return (
    <>
      {access.hasAny("manage-users") && (
        <Button size="sm" variant="outline" onClick={() => setOpen("import")}>
          {t("import")}
        </Button>
      )}
      {access.hasAny("view-users") && (
        <Button size="sm" variant="outline" onClick={() => setOpen("export")}>
          {t("export")}
        </Button>
      )}
      <Suspense>
        {open === "import" && <ImportUsersDialog realm={realm} onClose={close} />}
        {open === "export" && <ExportUsersDialog realm={realm} search={search} onClose={close} />}
      </Suspense>
    </>
  );
}

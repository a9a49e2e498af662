"use client";
import { useState, useSyncExternalStore } from "react";
import { RouterProvider, createHashHistory } from "@tanstack/react-router";
import { useEnvironment } from "@/lib/console-context";
import { FullPageSpinner } from "@/components/shell/FullPageSpinner";
import { createAppRouter } from "./createAppRouter";

const subscribeNever = () => () => {};

/** The console's router on hash history. Created on the client only: hash history needs `window`. */
export function AppRouter() {
  const isClient = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return isClient ? <ClientRouter /> : <FullPageSpinner />;
}

function ClientRouter() {
  const environment = useEnvironment();
  const [router] = useState(() => createAppRouter(createHashHistory(), environment));
  return <RouterProvider router={router} />;
}

export default AppRouter;

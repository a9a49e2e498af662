"use client";

import { useEffect } from "react";
import { Console } from "@/components/shell/Console";
import { readEnvironment } from "@/lib/env";
import { AppRouter } from "./_router/AppRouter";
import { preloadStartScreen } from "./_router/startScreen";

export default function Page() {
  useEffect(() => {
    try {
      preloadStartScreen(readEnvironment());
    } catch {
      // a broken environment block: the console says so itself
    }
  }, []);
  return (
    <Console>
      <AppRouter />
    </Console>
  );
}

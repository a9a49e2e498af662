"use client";

import { Console } from "@/components/shell/Console";
import { AppRouter } from "./_router/AppRouter";

export default function Page() {
  return (
    <Console>
      <AppRouter />
    </Console>
  );
}

"use client";

import { Console } from "@/components/console/Console";

export default function Page() {
  return <Console />;
}

"use client";

import { useState } from "react";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { parseRealmFile } from "@/lib/realm-diff/file";

export type FileSide = { file: File; rep?: RealmRepresentation; error?: string };

/** A realm export chosen as the other side: the file, and its realm or why it is none. */
export function useFileSide() {
  const [side, setSide] = useState<FileSide>();
  const choose = (file: File | undefined) => {
    if (!file) return setSide(undefined);
    setSide({ file });
    file.text().then(
      (text) => setSide((current) => (current?.file === file ? { file, ...parseRealmFile(text) } : current)),
      () => setSide((current) => (current?.file === file ? { file, error: "realmDiffFileUnreadable" } : current)),
    );
  };
  return [side, choose] as const;
}

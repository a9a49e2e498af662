// The users resource: keys, reads, writes and bulk actions. Screens import from "@/lib/queries/users".
export * from "./keys";
export * from "./reads";
export * from "./writes";
export * from "./bulk";
export * from "./csvImport";
export * from "./csvImportCalls";
export * from "./csvExport";
export * from "./roleHolders";

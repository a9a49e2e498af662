// The organizations resource: keys, reads (list, details, members, linked identity providers) and writes.
// Import "@/lib/queries/organizations".
export * from "./keys";
export * from "./reads";
export * from "./writes";

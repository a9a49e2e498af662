// The groups resource: keys, reads (tree levels, details, members, pickers) and writes. Import "@/lib/queries/groups".
export * from "./keys";
export * from "./reads";
export * from "./writes";

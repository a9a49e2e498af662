// A client's authorization services (its resource server): keys, reads, writes, pick lists and evaluation.
// Import "@/lib/queries/authorization".
export * from "./keys";
export * from "./reads";
export * from "./writes";
export * from "./serverOptions";
export * from "./realmOptions";
export * from "./evaluate";

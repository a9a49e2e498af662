// The client scopes resource: keys, reads (list with assigned types, details) and writes. Import "@/lib/queries/clientScopes".
export * from "./keys";
export * from "./reads";
export * from "./writes";

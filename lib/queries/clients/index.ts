// The clients resource: keys, reads (list, picker, one client) and writes. Import "@/lib/queries/clients".
export * from "./keys";
export * from "./reads";
export * from "./writes";
export * from "./roles";
export * from "./serviceAccount";
export * from "./sessions";
export * from "./create";
export * from "./scopes";
export * from "./evaluate";
export * from "./credentials";
export * from "./certificates";
export * from "./advanced";

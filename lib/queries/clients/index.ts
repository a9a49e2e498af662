// The clients resource: keys, reads (list, picker, one client) and writes. Import "@/lib/queries/clients".
export * from "./keys";
export * from "./reads";
export * from "./writes";
export * from "./credentials";
export * from "./certificates";
export * from "./advanced";

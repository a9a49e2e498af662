// Role mappings: what roles users, groups, clients, client scopes and composite roles hold, and the roles a picker
// offers them. Import "@/lib/queries/roleMappings".
export * from "./keys";
export * from "./availableRoles";
export * from "./mappings";

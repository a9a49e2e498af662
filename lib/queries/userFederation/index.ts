export { LDAP_MAPPER_TYPE, useLdapMapper, useLdapMappersSource, useUserStorageProvider } from "./reads";
export {
  useDeleteComponent,
  useRemoveImportedUsers,
  useSaveComponent,
  useSaveProviderPriorities,
  useSyncLdapMapper,
  useSyncUsers,
  useTestLdapConnection,
  useUnlinkUsers,
  type LdapTestAction,
  type MapperSyncDirection,
  type SyncAction,
} from "./writes";

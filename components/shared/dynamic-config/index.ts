export { ConfigPropertyField, type ConfigPropertyFieldProps } from "./ConfigPropertyField";
export { DynamicConfigFields, type DynamicConfigFieldsProps } from "./DynamicConfigFields";
export { storedRoleName } from "./RolePickDialog";

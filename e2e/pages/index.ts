// Page objects for the kit's shared widgets; a spec builds its screen from these instead of repeating locators.
export { ConfirmDialog } from "./ConfirmDialog";
export { DataTable } from "./DataTable";
export { EditForm } from "./EditForm";
export { SearchPicker } from "./SearchPicker";

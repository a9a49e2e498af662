export { PickerDialog } from "./PickerDialog";
export { PickerTrail, type TrailEntry } from "./PickerTrail";
export { useChosen } from "./useChosen";
export { usePagedPicker } from "./usePagedPicker";
export { UsersPickerDialog, type UsersPickerDialogProps } from "./UsersPickerDialog";

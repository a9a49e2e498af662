// The recipes of Chakra's default theme that the console's components use. In the browser build this module
// stands in for the two modules of @chakra-ui/react's theme that list ALL recipes (next.config.mjs, resolveAlias),
// so `defaultSystem` carries these instead of about 90 (date pickers, carousels, color pickers, ...) whose code
// would otherwise be in the first load. A component whose recipe is missing renders unstyled: when a screen starts
// using a new Chakra component, add its recipe here (__tests__/console/chakraRecipes.test.ts fails until then).
// Plain JavaScript because it imports Chakra's files by path, which its package exports do not list.
import { alertSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/alert.js";
import { badgeRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/badge.js";
import { breadcrumbSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/breadcrumb.js";
import { buttonRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/button.js";
import { cardSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/card.js";
import { checkboxSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/checkbox.js";
import { checkmarkRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/checkmark.js";
import { codeRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/code.js";
import { comboboxSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/combobox.js";
import { dataListSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/data-list.js";
import { dialogSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/dialog.js";
import { drawerSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/drawer.js";
import { emptyStateSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/empty-state.js";
import { fieldSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/field.js";
import { fieldsetSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/fieldset.js";
import { fileUploadSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/file-upload.js";
import { headingRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/heading.js";
import { iconRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/icon.js";
import { inputAddonRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input-addon.js";
import { inputRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input.js";
import { linkRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/link.js";
import { listSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/list.js";
import { menuSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/menu.js";
import { nativeSelectSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/native-select.js";
import { popoverSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/popover.js";
import { progressSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/progress.js";
import { radioGroupSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/radio-group.js";
import { radiomarkRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/radiomark.js";
import { separatorRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/separator.js";
import { skeletonRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/skeleton.js";
import { spinnerRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/spinner.js";
import { switchSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/switch.js";
import { tableSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/table.js";
import { tabsSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/tabs.js";
import { tagSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/tag.js";
import { textareaRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/textarea.js";
import { tooltipSlotRecipe } from "../node_modules/@chakra-ui/react/dist/esm/theme/recipes/tooltip.js";

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

// Stands in for @chakra-ui/react's preset.js in the browser build (next.config.mjs, resolveAlias). Chakra's module
// builds `defaultSystem` when it loads, and no bundler drops that call: the console makes its own system
// (components/kit/ui/provider.tsx), so the start-up built the whole token dictionary, utilities and recipes twice,
// about 50 ms on the project's machine and four times that on a slow CPU. This module gives the same default config
// and no default system; the console never reads it (__tests__/console/chakraRecipes.test.ts).
// Plain JavaScript because it imports Chakra's files by path, which its package exports do not list.
import { defaultBaseConfig } from "../node_modules/@chakra-ui/react/dist/esm/preset-base.js";
import { mergeConfigs } from "../node_modules/@chakra-ui/react/dist/esm/styled-system/merge-config.js";
import { defaultThemeConfig } from "../node_modules/@chakra-ui/react/dist/esm/theme/index.js";

export const defaultConfig = mergeConfigs(defaultBaseConfig, defaultThemeConfig);
export const defaultSystem = undefined;
export { defaultSystem as system };

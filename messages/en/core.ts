// The English messages of the first load: the shell (sidebar, breadcrumbs with every route's title, realm selector,
// alerts, errors) and the dashboard. Everything else, the kit's and the common words too, is in ./areas, loaded with
// the first other screen (lib/i18n/areaMessages.ts), so that a new area's texts never grow the first load.
import consoleMessages from "./console.json";
import shell from "./shell.json";

export const coreMessages: Record<string, string> = { ...consoleMessages, ...shell };

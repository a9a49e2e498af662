// Every English message: the first load's (./core) and the areas' (./areas), for what needs them all at once.
import areaMessages from "./areas";
import { coreMessages } from "./core";

export const en: Record<string, string> = { ...coreMessages, ...areaMessages };

import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** Text with at most simple arguments (`{name}`, `{0}`) and no apostrophe that could quote one. */
const SIMPLE = /^(?:[^{}']|\{\w+\})*$/;

function collect(elements: MessageFormatElement[], names: Set<string>) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) collect(element.children, names);
    else names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) collect(option.value, names);
  }
}

/** The names of an ICU message's arguments, sorted; undefined when it is not ICU at all. */
export function argumentNames(message: string): string[] | undefined {
  const names = new Set<string>();
  if (SIMPLE.test(message)) {
    for (const [, name] of message.matchAll(/\{(\w+)\}/g)) names.add(name);
  } else {
    try {
      collect(parse(message), names);
    } catch {
      return undefined;
    }
  }
  return [...names].sort();
}

/**
 * The server's texts that may stand in for the console's own. Keycloak's admin bundle shares most of the console's
 * keys, but some of its texts take other arguments under the same key (`addExecutionTo` names the flow `{{name}}`
 * where the console passes `flow`; `minutes` has no count): such a text would show a placeholder unfilled, or lose
 * what the console's argument says, so the console's own text stays. A key the console does not have passes as it is.
 */
export function compatibleTranslations(
  own: Readonly<Record<string, string>>,
  server: Readonly<Record<string, string>>,
): Record<string, string> {
  const compatible: Record<string, string> = {};
  for (const [key, text] of Object.entries(server)) {
    const mine = own[key];
    if (mine !== undefined && mine !== text) {
      const wanted = argumentNames(mine);
      if (wanted && String(argumentNames(text)) !== String(wanted)) continue;
    }
    compatible[key] = text;
  }
  return compatible;
}

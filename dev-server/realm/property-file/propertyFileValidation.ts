// The factory's validateConfiguration: the configured file must exist, be readable and lie inside the user-storage
// folder. The message says which; the file's contents are never part of an answer.
import { providerPath, type PropertyFileProvider } from "./propertyFileConfig.js";
import { resolveUserFile } from "./userStorageFolder.js";

export function propertyFileError(
  provider: Pick<PropertyFileProvider, "config">,
  folder: string | undefined,
): string | undefined {
  const resolved = resolveUserFile(folder, providerPath(provider));
  return "error" in resolved ? resolved.error : undefined;
}

// What the core admin endpoints get beyond AdminContext: the OIDC providers, which realm create/rename/delete
// must start and stop.
import type { AdminContext } from "../context.js";
import type { RealmProviders } from "../../oidc/registry.js";

export interface CoreContext extends AdminContext {
  providers: RealmProviders;
}

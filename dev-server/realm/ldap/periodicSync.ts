// Keycloak's periodic synchronisation: an enabled, importing LDAP provider with a fullSyncPeriod or changedSyncPeriod
// (seconds; -1 or unset is off) is synced that often, counting from when the server first saw it. One sync at a time.
import type { Store } from "../../store/store.js";
import { first, LDAP_PROVIDER_ID, ldapConfig, USER_STORAGE_TYPE } from "./ldapConfig.js";
import { syncLdapUsers, type UserSyncAction } from "./ldapUserSync.js";

const TICK_MS = 1000;

function periodMs(value: string | undefined): number {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

export class PeriodicLdapSync {
  private readonly timer: NodeJS.Timeout;
  /** provider id -> when each kind of sync last ran (or the provider was first seen) */
  private readonly lastRun = new Map<string, Record<UserSyncAction, number>>();
  private running = false;

  constructor(
    private readonly store: Store,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  async tick(now = Date.now()): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (const realm of this.store.all())
        for (const provider of realm.components.values()) {
          if (provider.providerType !== USER_STORAGE_TYPE || provider.providerId !== LDAP_PROVIDER_ID) continue;
          const cfg = ldapConfig(provider.config);
          if (!cfg.enabled || !cfg.importEnabled) continue;
          const last = this.lastRun.get(provider.id) ?? { triggerFullSync: now, triggerChangedUsersSync: now };
          this.lastRun.set(provider.id, last);
          const due = (["triggerFullSync", "triggerChangedUsersSync"] as const).find((action) => {
            const key = action === "triggerFullSync" ? "fullSyncPeriod" : "changedSyncPeriod";
            const period = periodMs(first(provider.config, key));
            return period > 0 && now - last[action] >= period;
          });
          if (!due) continue;
          last[due] = now;
          try {
            await syncLdapUsers(realm, provider, due, now);
          } catch (error) {
            this.onError(error);
          }
          this.store.changed(realm);
        }
    } finally {
      this.running = false;
    }
  }

  dispose(): void {
    clearInterval(this.timer);
  }
}

import {
  addableEventTypes,
  adminEventsExpiration,
  realmForAdminExpiration,
  toUserEventsValues,
  withChanges,
} from "@/components/areas/realm-settings/events/eventsForm";

describe("events settings", () => {
  it("reads an expiration of 0 as none", () => {
    expect(toUserEventsValues({ eventsEnabled: true, eventsExpiration: 0 })).toEqual({
      eventsEnabled: true,
      eventsExpiration: "",
    });
    expect(toUserEventsValues({ eventsExpiration: 3600 }).eventsExpiration).toBe(3600);
  });

  it("sends the whole config with the form's changes", () => {
    const config = { eventsEnabled: false, eventsListeners: ["jboss-logging"], enabledEventTypes: ["LOGIN"] };
    expect(withChanges(config, { eventsEnabled: true })).toEqual({ ...config, eventsEnabled: true });
  });

  it("puts the realm only when the admin events' expiration changed", () => {
    const realm = { realm: "acme", attributes: { adminEventsExpiration: "3600", other: "kept" } };
    expect(adminEventsExpiration(realm)).toBe(3600);
    expect(realmForAdminExpiration(realm, 3600)).toBeUndefined();
    expect(realmForAdminExpiration(realm, 7200)?.attributes).toEqual({ adminEventsExpiration: "7200", other: "kept" });
    expect(realmForAdminExpiration(realm, "")?.attributes).toEqual({ adminEventsExpiration: "", other: "kept" });
  });

  it("offers only the types not saved yet", () => {
    expect(addableEventTypes(["LOGIN", "LOGOUT", "REGISTER"], ["LOGOUT"])).toEqual(["LOGIN", "REGISTER"]);
  });
});

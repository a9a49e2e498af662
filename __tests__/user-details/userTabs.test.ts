import { conflictField, managedPart, unmanagedPart } from "@/components/areas/users/details/userFormValues";
import {
  unmanagedAttributesEditable,
  unmanagedAttributesShown,
  visibleUserTabs,
} from "@/components/areas/users/details/userTabs";

describe("user tabs", () => {
  it("shows attributes only under an unmanaged-attribute policy, organizations only when enabled, events only to who may view them", () => {
    const none = visibleUserTabs({ unmanagedAttributes: false, organizations: false, events: false });
    expect(none).not.toEqual(expect.arrayContaining(["attributes"]));
    expect(none).not.toContain("organizations");
    expect(none).not.toContain("events");
    expect(visibleUserTabs({ unmanagedAttributes: true, organizations: true, events: true })).toEqual([
      "settings",
      "attributes",
      "credentials",
      "role-mapping",
      "groups",
      "consents",
      "identity-provider-links",
      "sessions",
      "organizations",
      "events",
    ]);
  });

  it("reads the unmanaged-attribute policy", () => {
    expect(unmanagedAttributesShown(undefined)).toBe(false);
    expect(unmanagedAttributesShown("ADMIN_VIEW")).toBe(true);
    expect(unmanagedAttributesEditable("ADMIN_VIEW")).toBe(false);
    expect(unmanagedAttributesEditable("ADMIN_EDIT")).toBe(true);
  });
});

describe("user form values", () => {
  it("puts a duplicate email on the email field and anything else on the username", () => {
    expect(conflictField("User exists with same email")).toBe("email");
    expect(conflictField("User exists with same username")).toBe("username");
    expect(conflictField("User exists with same username or email")).toBe("username");
  });

  it("splits attributes into the profile's and the unmanaged ones", () => {
    const metadata = { attributes: [{ name: "department" }], groups: [] };
    const attributes = { department: ["Sales"], shoeSize: ["42"] };
    expect(managedPart(attributes, metadata)).toEqual({ department: ["Sales"] });
    expect(unmanagedPart(attributes, metadata)).toEqual({ shoeSize: ["42"] });
  });
});

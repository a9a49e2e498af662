// The realm's user profile as the console's realm settings and user forms read it: the configuration, its metadata,
// and a change to it.
import { differential } from "./differential.js";
import type { Api } from "./api.js";

type Profile = { attributes: Record<string, unknown>[]; [key: string]: unknown };

async function profile(api: Api): Promise<Profile> {
  return (await api.quietly("GET", "/users/profile")).body as Profile;
}

differential("people-user-profile", {}, (scenario) => {
  scenario("reads the profile and its metadata, and adds an attribute", async (api) => {
    await api.get("/users/profile");
    await api.get("/users/profile/metadata");
    const current = await profile(api);
    await api.put("/users/profile", {
      ...current,
      attributes: [
        ...current.attributes,
        {
          name: "department",
          displayName: "Department",
          permissions: { view: ["admin", "user"], edit: ["admin"] },
          validations: { length: { max: 64 } },
          annotations: { inputType: "text" },
          required: { roles: ["admin"] },
          multivalued: false,
        },
      ],
      groups: current.groups,
    });
    await api.get("/users/profile/metadata");
    await api.post("/users", { username: "no-department", enabled: true });
    // the next scenarios create admins, who would need a department too
    await api.quietly("PUT", "/users/profile", current);
  });

  scenario("refuses admins who may not read or change the profile", async (api) => {
    const current = await profile(api);
    const nobody = api.as(await api.adminWith());
    await nobody.get("/users/profile");
    await nobody.get("/users/profile/metadata");
    const viewer = api.as(await api.adminWith("view-users", "view-realm"));
    await viewer.get("/users/profile/metadata");
    await viewer.put("/users/profile", current);
  });

  scenario("refuses a profile without username or with an unknown validator", async (api) => {
    const current = await profile(api);
    await api.put("/users/profile", {
      ...current,
      attributes: current.attributes.filter((a) => a.name !== "username"),
    });
    await api.put("/users/profile", {
      ...current,
      attributes: [...current.attributes, { name: "shoe-size", validations: { "no-such-validator": {} } }],
    });
    await api.put("/users/profile", { ...current, attributes: [...current.attributes, { name: "bad name!" }] });
  });
});

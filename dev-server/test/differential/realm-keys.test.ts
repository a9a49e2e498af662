// Realm settings > Keys: the realm's key providers of each type (components of org.keycloak.keys.KeyProvider) and the
// keys they give.
import { generateKeyPairSync } from "node:crypto";
import type { Api } from "./api.js";
import { differential } from "./differential.js";

const KEY_PROVIDER = "org.keycloak.keys.KeyProvider";
/** one imported key pair for both servers */
const imported = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
  type: "pkcs1",
  format: "pem",
});

const provider = (providerId: string, name: string, config: Record<string, string[]> = {}) => ({
  name,
  providerId,
  providerType: KEY_PROVIDER,
  config: { priority: ["50"], ...config },
});

async function created(api: Api, component: unknown): Promise<string> {
  return api.idFrom(await api.post("/components", component));
}

differential("realm-keys", {}, (scenario) => {
  scenario("lists a new realm's key providers and keys", async (api) => {
    await api.get("/components", { query: { type: KEY_PROVIDER }, unordered: "name" });
    await api.get("/keys", { sets: ["keys"] });
  });

  scenario("creates, reads, updates and deletes a generated key provider of each type", async (api) => {
    const providers = [
      provider("rsa-generated", "rsa", { keySize: ["3072"], algorithm: ["RS384"] }),
      provider("rsa-enc-generated", "rsa-enc", { algorithm: ["RSA-OAEP-256"] }),
      provider("hmac-generated", "hmac", { algorithm: ["HS384"], secretSize: ["32"] }),
      provider("aes-generated", "aes", { secretSize: ["24"] }),
      provider("ecdsa-generated", "ecdsa", { ecdsaEllipticCurveKey: ["P-384"], ecGenerateCertificate: ["true"] }),
      provider("ecdh-generated", "ecdh", { ecdhEllipticCurveKey: ["P-256"], ecdhAlgorithm: ["ECDH-ES+A128KW"] }),
      provider("ecdh-generated", "ecdh-default", { ecGenerateCertificate: ["true"] }),
      provider("eddsa-generated", "eddsa", { eddsaEllipticCurveKey: ["Ed25519"] }),
    ];
    for (const component of providers) {
      const id = await created(api, component);
      await api.get(`/components/${id}`);
      await api.put(`/components/${id}`, { ...component, id, config: { ...component.config, priority: ["75"] } });
      await api.get(`/components/${id}`);
    }
    await api.get("/keys", { sets: ["keys"] });
    for (const component of await api
      .quietly("GET", "/components", undefined, { query: { type: KEY_PROVIDER } })
      .then((answer) => answer.body as { id: string; config: { priority: string[] } }[])
      .then((all) => all.filter((c) => c.config.priority[0] === "75")))
      await api.delete(`/components/${component.id}`);
    await api.get("/components", { query: { type: KEY_PROVIDER }, unordered: "name" });
  });

  scenario("imports an RSA key and disables it", async (api) => {
    const component = provider("rsa", "imported", { privateKey: [String(imported)] });
    const id = await created(api, component);
    await api.get(`/components/${id}`);
    await api.get("/keys", { sets: ["keys"] });
    await api.put(`/components/${id}`, { ...component, id, config: { ...component.config, active: ["false"] } });
    await api.get("/keys", { sets: ["keys"] });
    await api.delete(`/components/${id}`);
  });

  scenario("refuses an admin who may not view or manage the realm", async (api) => {
    const userViewer = await api.adminWith("view-users");
    await api.as(userViewer).get("/components", { query: { type: KEY_PROVIDER } });
    await api.as(userViewer).get("/keys");
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).get("/keys", { sets: ["keys"] });
    await api.as(viewer).post("/components", provider("hmac-generated", "refused"));
    const [existing] = (await api.quietly("GET", "/components", undefined, { query: { type: KEY_PROVIDER } })).body as {
      id: string;
    }[];
    await api.as(viewer).put(`/components/${existing.id}`, { ...existing, name: "renamed" });
    await api.as(viewer).delete(`/components/${existing.id}`);
  });

  scenario("refuses an unknown provider, an invalid key size and a key that is not one", async (api) => {
    await api.get("/components/no-such-component");
    await api.put("/components/no-such-component", provider("hmac-generated", "nowhere"));
    await api.delete("/components/no-such-component");
    await api.post("/components", provider("no-such-provider", "unknown"));
    await api.post("/components", provider("rsa-generated", "odd size", { keySize: ["1000"] }));
    await api.post("/components", provider("rsa", "not a key", { privateKey: ["not a key"] }));
    await api.post("/components", provider("ecdsa-generated", "odd curve", { ecdsaEllipticCurveKey: ["P-1"] }));
  });
});

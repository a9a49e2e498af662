import {
  signatureAlgorithms,
  toTokensRealm,
  toTokensValues,
} from "@/components/areas/realm-settings/tokens/tokensForm";

describe("tokens form", () => {
  it("offers the server's signature providers, else its crypto algorithms, and always the realm's choice", () => {
    expect(
      signatureAlgorithms({ providers: { signature: { providers: { RS256: {}, ES256: {} } } } } as never, "RS256"),
    ).toEqual(["ES256", "RS256"]);
    expect(
      signatureAlgorithms(
        {
          cryptoInfo: {
            cryptoProvider: "DefaultCryptoProvider",
            supportedKeystoreTypes: [],
            clientSignatureSymmetricAlgorithms: ["HS256"],
            clientSignatureAsymmetricAlgorithms: ["PS256"],
          },
        },
        "RS512",
      ),
    ).toEqual(["HS256", "PS256", "RS512"]);
  });

  it("reads overrides from their attributes and writes them back, keeping other attributes", () => {
    const realm = {
      accessTokenLifespan: 300,
      attributes: { "actionTokenGeneratedByUserLifespan.execute-actions": "86400", other: "kept" },
    };
    const values = toTokensValues(realm);
    expect(Object.values(values.overrides)).toEqual(["", "", "", 86400]);
    const saved = toTokensRealm(realm, { ...values, accessTokenLifespan: 180 });
    expect(saved.accessTokenLifespan).toBe(180);
    expect(saved.attributes).toMatchObject({
      other: "kept",
      "actionTokenGeneratedByUserLifespan.execute-actions": "86400",
      "actionTokenGeneratedByUserLifespan.verify-email": "",
    });
  });
});

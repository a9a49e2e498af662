// An admin's access token carries its roles for every realm (300 realms: some 200 KB), and each admin request sent
// it to be decoded and its signature checked again: most of a request's time on a large server. A token checked
// once is remembered by its text until it expires or the realm's keys change; the checks that can change while a
// token lives (its session, the not-before times) stay with the caller, on every request.
import type * as jose from "jose";

const REMEMBERED = 64;

type Verified = { keys: object; payload: jose.JWTPayload };

export class VerifiedTokens {
  private readonly byText = new Map<string, Verified>();

  /** The payload of `token` checked under `keys` earlier and not yet expired, or undefined. */
  known(token: string, keys: object): jose.JWTPayload | undefined {
    const verified = this.byText.get(token);
    if (!verified) return undefined;
    const { exp } = verified.payload;
    if (verified.keys !== keys || typeof exp !== "number" || exp <= Date.now() / 1000) {
      this.byText.delete(token);
      return undefined;
    }
    return verified.payload;
  }

  remember(token: string, keys: object, payload: jose.JWTPayload): void {
    if (this.byText.size >= REMEMBERED) this.byText.delete(this.byText.keys().next().value as string);
    this.byText.set(token, { keys, payload });
  }
}

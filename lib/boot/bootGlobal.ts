/** The global through which the page's boot script (lib/boot/bootScript.ts) hands its work to the console. */
export const BOOT_GLOBAL = "__consoleBoot";

/** What the boot script gets from the token endpoint. */
export type BootSignIn = {
  tokens: {
    access_token: string;
    token_type: string;
    expires_in?: number;
    refresh_token?: string;
    id_token?: string;
    scope?: string;
  };
  sessionState: string | null;
  /** seconds since the epoch */
  receivedAt: number;
};

export type Boot = {
  signIn?: Promise<BootSignIn>;
  /** the start-up requests' bodies by bootAnswerKey; undefined where a request failed */
  answers: Record<string, Promise<unknown> | undefined>;
};

type BootWindow = Window & { [BOOT_GLOBAL]?: Boot };

export function bootOf(target: Window = window): Boot | undefined {
  return (target as BootWindow)[BOOT_GLOBAL];
}

/** Names the start-up requests the boot script makes. */
export const bootAnswerKey = {
  translations: (realm: string, locale: string) => `translations/${realm}/${locale}`,
  serverInfo: () => "serverinfo",
  whoAmI: (realm: string) => `whoami/${realm}`,
  realm: (realm: string) => `realm/${realm}`,
};

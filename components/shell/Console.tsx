"use client";

import { useState, useSyncExternalStore, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { AuthProvider } from "react-oidc-context";
import { coreMessages } from "@/messages/en/core";
import { readEnvironment, type Environment } from "@/lib/env";
import { EnvironmentContext } from "@/lib/core-context";
import { createUserManager } from "@/lib/auth/userManager";
import { restoreRoute } from "@/lib/auth/returnRoute";
import { startLogin } from "@/lib/auth/login";
import { createAccessTokenGetter, setAccessTokenSource } from "@/lib/auth/token";
import { I18nProvider } from "@/lib/i18n/I18nProvider";
import { createConsoleQueryClient } from "@/lib/queryClient";
import { ColorModeProvider, UiProvider } from "@/components/kit/ui/provider";
import { AlertsProvider } from "./Alerts";
import { ConsoleServices } from "./ConsoleServices";
import { EnvironmentError } from "./EnvironmentError";
import { ErrorBoundary } from "./ErrorBoundary";
import { SignedIn } from "./SignedIn";
import { StartingPage } from "./StartingPage";

const subscribeNever = () => () => {};

type EnvironmentResult = { env: Environment } | { error: unknown };

function readEnvironmentSafely(): EnvironmentResult {
  try {
    return { env: readEnvironment() };
  } catch (error) {
    return { error };
  }
}

/** English only, for what shows before the environment is known (prerender, a broken environment block). */
function EnglishOnly({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={coreMessages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * The console: providers and the start-up sequence. The environment block is read first; then translations
 * (English at once, the realm's on top), sign-in, the admin client and server info; then `children`, the router
 * (app/ assembles it from the areas' routes, which components may not import).
 */
export function Console({ children }: { children: ReactNode }) {
  const isClient = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return (
    <ColorModeProvider>
      {isClient ? (
        <UiProvider>
          <ConsoleWithEnvironment>{children}</ConsoleWithEnvironment>
        </UiProvider>
      ) : (
        <EnglishOnly>
          <StartingPage />
        </EnglishOnly>
      )}
    </ColorModeProvider>
  );
}

function ConsoleWithEnvironment({ children }: { children: ReactNode }) {
  const [result] = useState(readEnvironmentSafely);
  if ("error" in result) {
    return (
      <EnglishOnly>
        <EnvironmentError error={result.error} />
      </EnglishOnly>
    );
  }
  return <SignedInConsole env={result.env}>{children}</SignedInConsole>;
}

function SignedInConsole({ env, children }: { env: Environment; children: ReactNode }) {
  const [queryClient] = useState(createConsoleQueryClient);
  // Built in state initialisers, which must stay free of side effects (React may call them twice).
  const [{ userManager, getAccessToken }] = useState(() => {
    const manager = createUserManager(env);
    return {
      userManager: manager,
      getAccessToken: createAccessTokenGetter(manager, {
        // the gate below shows a fatal error if starting the login fails
        onSessionEnded: () => void startLogin(manager).catch(() => undefined),
      }),
    };
  });
  // Idempotent: calls outside React (realm names) take tokens from the same getter as the admin client.
  setAccessTokenSource(getAccessToken);

  return (
    <QueryClientProvider client={queryClient}>
      <EnvironmentContext.Provider value={env}>
        <I18nProvider env={env}>
          <AlertsProvider>
            <AuthProvider userManager={userManager} onSigninCallback={(user) => restoreRoute(user?.state)}>
              <SignedIn userManager={userManager}>
                <ConsoleServices env={env} getAccessToken={getAccessToken}>
                  <ErrorBoundary homeHash={`#/${encodeURIComponent(env.realm)}`}>{children}</ErrorBoundary>
                </ConsoleServices>
              </SignedIn>
            </AuthProvider>
          </AlertsProvider>
        </I18nProvider>
      </EnvironmentContext.Provider>
    </QueryClientProvider>
  );
}

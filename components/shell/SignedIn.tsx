"use client";

import { useEffect, useState, type ReactNode } from "react";
import { hasAuthParams, useAuth } from "react-oidc-context";
import type { UserManager } from "oidc-client-ts";
import { startSignIn } from "@/lib/auth/login";
import { FatalError } from "./FatalError";
import { FullPageSpinner } from "./FullPageSpinner";

/**
 * Renders its children for a signed-in user only. Without a user (first load, or the session ended) it signs in
 * silently when the server still has a session, and otherwise sends the browser to the login page.
 */
export function SignedIn({ userManager, children }: { userManager: UserManager; children: ReactNode }) {
  const auth = useAuth();
  const [loginError, setLoginError] = useState<unknown>();
  const needsLogin =
    !auth.isLoading && !auth.isAuthenticated && !auth.activeNavigator && !auth.error && !hasAuthParams();

  useEffect(() => {
    if (needsLogin) startSignIn(userManager).catch(setLoginError);
  }, [needsLogin, userManager]);

  const error = auth.error ?? loginError;
  if (error) return <FatalError error={error} />;
  if (!auth.isAuthenticated) return <FullPageSpinner />;
  return children;
}

"use client";

import { useState } from "react";
import { Button, ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createHashHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { NextIntlClientProvider, useTranslations } from "next-intl";
import { UserManager } from "oidc-client-ts";
import { AuthProvider } from "react-oidc-context";

// One use of each library the console cannot start without, so that none of them is tree-shaken away.
function Home() {
  const t = useTranslations();
  const answer = useQuery({ queryKey: ["answer"], queryFn: async () => 42 });
  const [count, setCount] = useState(0);
  return <Button onClick={() => setCount(count + 1)}>{t("count", { count, answer: answer.data ?? 0 })}</Button>;
}

const browser = typeof window !== "undefined";
const router = browser
  ? createRouter({ routeTree: createRootRoute({ component: Home }), history: createHashHistory() })
  : undefined;
const userManager = browser
  ? new UserManager({ authority: location.origin, client_id: "floor", redirect_uri: location.href })
  : undefined;
const queryClient = new QueryClient();
const messages = { count: "{count} / {answer}" };

export default function StackFloorPage() {
  if (!router || !userManager) return null;
  return (
    <AuthProvider userManager={userManager}>
      <ChakraProvider value={defaultSystem}>
        <NextIntlClientProvider locale="en" messages={messages}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </NextIntlClientProvider>
      </ChakraProvider>
    </AuthProvider>
  );
}

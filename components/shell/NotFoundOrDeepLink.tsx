"use client";
import { useEffect } from "react";
import { useLocation, useRouter } from "@tanstack/react-router";
import { deepLinkTarget } from "@/lib/router/deepLinks";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";

/**
 * What a path no route answers shows: an official console's spelling of one of our screens goes on to that screen
 * (replacing the entry, so Back does not bounce), anything else is Page Not Found.
 */
export function NotFoundOrDeepLink() {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const target = deepLinkTarget(pathname);

  useEffect(() => {
    if (target) void router.navigate({ href: target, replace: true });
  }, [router, target]);

  return target ? <LoadingSpinner /> : <PageNotFound />;
}

"use client";
import { Fragment, useMemo } from "react";
import { Breadcrumb } from "@chakra-ui/react";
import { Link, useLocation, useRouter } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { breadcrumbs, pathnamePrefixes, showsScreen, type CrumbMatch } from "@/lib/router/breadcrumbs";
import { useRealmName } from "@/lib/router/useRealmName";

const cutCrumb = (title: string) => ({ title, truncate: true, display: "block", maxW: "xs" }) as const;

/**
 * The route each prefix of the URL leads to exactly; fuzzy matches (a "**" rest) and tab routes given no tab of theirs
 * lead nowhere.
 */
function useCrumbMatches(pathname: string): CrumbMatch[] {
  const router = useRouter();
  return useMemo(
    () =>
      pathnamePrefixes(pathname).map((prefix) => {
        const [, rawParams, route] = router.getMatchedRoutes(prefix);
        const exact = route && !("**" in rawParams) && showsScreen(rawParams, route.options.staticData);
        return { pathname: prefix, staticData: exact ? route.options.staticData : undefined };
      }),
    [router, pathname],
  );
}

export function Breadcrumbs() {
  const t = useTranslations();
  const realm = useRealmName();
  const pathname = useLocation({ select: (location) => location.pathname });
  const crumbs = breadcrumbs(useCrumbMatches(pathname), realm);
  if (crumbs.length === 0) return null;

  return (
    <Breadcrumb.Root px="6" pt="4" size="sm" aria-label={t("breadcrumb")}>
      <Breadcrumb.List>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.pathname}>
            {index > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item>
              {/*
               * a realm's translation names the crumb, so it may be long: cut by CSS with the full text as its
               * title, since the shell is in the first load and TruncatedText's measuring is not
               */}
              {crumb.current ? (
                <Breadcrumb.CurrentLink {...cutCrumb(t(crumb.title))}>{t(crumb.title)}</Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild {...cutCrumb(t(crumb.title))}>
                  <Link to={crumb.pathname} activeOptions={{ exact: true }}>
                    {t(crumb.title)}
                  </Link>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

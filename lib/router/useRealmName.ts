import { useParams } from "@tanstack/react-router";
import { useEnvironment } from "@/lib/console-context";

/** The realm in the URL, or the environment's realm where the URL has none. */
export function useRealmName(): string {
  const { realm: fallback } = useEnvironment();
  const realm = useParams({ strict: false, select: (params) => params.realm });
  return realm || fallback;
}

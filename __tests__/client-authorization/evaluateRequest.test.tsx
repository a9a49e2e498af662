import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { useEvaluatePermissions } from "@/lib/queries/authorization";
import { TestProviders } from "../test-utils";

const SCOPES = [
  { id: "s-1", name: "read" },
  { id: "s-2", name: "write" },
];
const clients = {
  getResource: jest.fn(async () => ({ _id: "r-1", name: "report" })),
  getAuthorizationScope: jest.fn(async ({ scopeId }: { scopeId: string }) => SCOPES.find(({ id }) => id === scopeId)),
  evaluateResource: jest.fn(async () => ({ results: [] })),
};
jest.mock("@/lib/console-context", () => ({ useAdminClient: () => ({ clients }) }));

beforeEach(() => Object.values(clients).forEach((fn) => fn.mockClear()));

const values = { client: "c1", user: "u1", roleIds: [], attributes: [], resource: "", scopes: [] as string[] };
const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;

describe("evaluating the resource server's permissions", () => {
  it("names the chosen resource and scopes, held by id, from the server", async () => {
    const { result } = renderHook(() => useEvaluatePermissions("acme", "c1"), { wrapper });
    await act(() => result.current.mutateAsync({ ...values, resource: "r-1", scopes: ["s-1", "s-2", "s-gone"] }));
    const [, request] = clients.evaluateResource.mock.calls[0] as unknown as [unknown, { resources: unknown }];
    expect(request.resources).toEqual([
      {
        _id: "r-1",
        name: "report",
        scopes: [
          { id: "s-1", name: "read" },
          { id: "s-2", name: "write" },
          { id: "s-gone", name: "s-gone" },
        ],
      },
    ]);
  });

  it("asks about every resource, looking nothing up, when none is chosen", async () => {
    const { result } = renderHook(() => useEvaluatePermissions("acme", "c1"), { wrapper });
    await act(() => result.current.mutateAsync({ ...values, scopes: ["s-1"] }));
    expect(clients.evaluateResource).toHaveBeenCalledWith(
      { realm: "acme", id: "c1" },
      expect.objectContaining({ clientId: "c1", userId: "u1", resources: [] }),
    );
    expect(clients.getResource).not.toHaveBeenCalled();
    expect(clients.getAuthorizationScope).not.toHaveBeenCalled();
  });
});

// A realm with a view-realm-only admin, and the /authentication calls the authentication tests make through fetch
// (to see Keycloak's status codes, Location headers and error bodies the admin client would hide).
import assert from "node:assert/strict";
import { realmViewerToken } from "./realmViewer.js";
import { adminClient, startTestServer, type TestServer } from "./testServer.js";

export interface ExecutionInfo {
  id: string;
  displayName: string;
  level: number;
  index: number;
  priority: number;
  requirement: string;
  requirementChoices: string[];
  configurable: boolean;
  providerId?: string;
  flowId?: string;
  authenticationFlow: boolean;
  authenticationConfig?: string;
  alias?: string;
}

export async function startAuthenticationApi(realm: string) {
  const server: TestServer = await startTestServer();
  const admin = await adminClient(server.url);
  const token = (await admin.getAccessToken())!;
  await admin.realms.create({ realm, enabled: true });
  admin.setConfig({ realmName: realm });
  const viewerToken = await realmViewerToken(admin, server.url, realm);

  const send = (method: string, path: string, body?: unknown, bearer = token) =>
    fetch(`${server.url}/admin/realms/${realm}/authentication${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async <T>(res: Response, status = 200): Promise<T> => {
    assert.equal(res.status, status, await res.clone().text());
    return (await res.json()) as T;
  };
  const idFromLocation = async (res: Response) => {
    assert.equal(res.status, 201, await res.clone().text());
    return res.headers.get("location")!.split("/").pop()!;
  };
  return {
    server,
    viewerToken,
    send,
    json,
    viewer: (method: string, path: string, body?: unknown) => send(method, path, body, viewerToken),
    executions: async (flow: string) =>
      json<ExecutionInfo[]>(await send("GET", `/flows/${encodeURIComponent(flow)}/executions`)),
    createFlow: async (alias: string) =>
      idFromLocation(
        await send("POST", "/flows", { alias, description: "", providerId: "basic-flow", topLevel: true }),
      ),
    addExecution: async (flow: string, provider: string) =>
      idFromLocation(await send("POST", `/flows/${encodeURIComponent(flow)}/executions/execution`, { provider })),
    addSubflow: async (flow: string, alias: string, type = "basic-flow", provider = "registration-page-form") =>
      idFromLocation(
        await send("POST", `/flows/${encodeURIComponent(flow)}/executions/flow`, {
          alias,
          description: `${alias} description`,
          provider,
          type,
        }),
      ),
    /** the error text of a refused call, from Keycloak's `errorMessage` or `error` body */
    errorOf: async (res: Response, status: number) => {
      assert.equal(res.status, status, await res.clone().text());
      const body = (await res.json()) as { error?: string; errorMessage?: string };
      return body.errorMessage ?? body.error;
    },
  };
}

export type AuthenticationApi = Awaited<ReturnType<typeof startAuthenticationApi>>;

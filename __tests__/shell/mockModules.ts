// Shared jest.mock wiring for the shell tests: import this first in a test file.
jest.mock("@/lib/console-context", () => jest.requireActual("./consoleMocks").consoleContextModule);
jest.mock("@/lib/queries/whoami", () => jest.requireActual("./consoleMocks").whoAmIModule);
// the realm's reads are mocked; its writes stay real, so a screen saving the realm calls the fake admin client
jest.mock("@/lib/queries/realms", () => ({
  ...jest.requireActual("@/lib/queries/realms"),
  ...jest.requireActual("./consoleMocks").realmsModule,
}));
jest.mock("react-oidc-context", () => jest.requireActual("./consoleMocks").oidcModule);

export {};

// The dev server the e2e suite runs against: its own ports and data folders, so a developer's `npm start`
// (port 8180, .data/) is neither disturbed nor read. Each Playwright worker starts its own server (port
// E2E_PORT + its parallel index, a fresh data folder): specs running side by side never see each other's data.
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181) + WORKER;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = `.data/e2e/${WORKER}`;
export const consoleUrl = (realm = "master") => `${E2E_BASE_URL}/admin/${realm}/console/`;

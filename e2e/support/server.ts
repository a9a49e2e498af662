// The dev server the e2e suite runs against: its own port and a fresh data folder, so a developer's
// `npm start` (port 8180, .data/) is neither disturbed nor read.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = ".data/e2e";
export const consoleUrl = (realm = "master") => `${E2E_BASE_URL}/admin/${realm}/console/`;

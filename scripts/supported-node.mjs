// Run by `npm start` and `npm test` before anything else, and by .ci/run, with no dependency so it also works before
// `npm install`. The supported range is package.json's engines: oidc-provider 9 supports only Node.js LTS releases
// from 22 on (it warns "Unsupported runtime" on others), ldapts 9 wants 22, and ESLint 10 wants 22.13 on the 22 line.
// Everything still runs on 20.9, the floor Next.js sets, so an older but usable Node gets a warning, not a refusal:
// the README's two commands must work on a fresh machine that comes with Node.js 20.
const [major, minor] = process.versions.node.split(".").map(Number);
const supported = major >= 24 || (major === 22 && minor >= 13);
const usable = major > 20 || (major === 20 && minor >= 9);

if (!supported) {
  // the machines this project is developed on reach the npm registry, which ships Node.js as a package, and not
  // nodejs.org
  const fromNpm =
    process.platform === "linux"
      ? [
          "Where only the npm registry is reachable, it has Node.js as a package:",
          `  npm install --prefix ~/.local/node-24 node-linux-${process.arch}@24`,
          `  export PATH="$HOME/.local/node-24/node_modules/node-linux-${process.arch}/bin:$PATH"`,
        ]
      : [];
  console.error(
    [
      usable
        ? `Node.js ${process.versions.node} runs this project, but its dependencies support Node.js 24 (LTS), or 22.13 or later on the 22 line: expect their warnings ("Unsupported runtime").`
        : `This project needs Node.js 24 (LTS), or 22.13 or later on the 22 line; this is Node.js ${process.versions.node}.`,
      "Install Node.js 24 from https://nodejs.org/ or with your version manager (nvm install 24).",
      ...fromNpm,
    ].join("\n"),
  );
  // --strict: CI, which installs a supported Node.js when this one is not
  if (!usable || process.argv.includes("--strict")) process.exit(1);
}

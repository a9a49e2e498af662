// `npm run bench:floor` builds this page: the console's libraries wired together with next to nothing of its own,
// under the same build settings as the console (next.config.mjs at the root), to show what the stack alone weighs.
import rootConfig from "../../next.config.mjs";

const alias = Object.fromEntries(
  Object.entries(rootConfig.turbopack.resolveAlias).map(([from, to]) => [from, to.replace(/^\.\//, "../../")]),
);

export default {
  output: "export",
  typescript: { ignoreBuildErrors: true },
  experimental: rootConfig.experimental,
  turbopack: { resolveAlias: alias },
};

const production = process.env.NODE_ENV === "production";

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  // Relative asset URLs let the same out/ run from /, /admin/{realm}/console/ or a theme folder;
  // `next dev` shows a blank page with them, so production builds only.
  assetPrefix: production ? "./" : undefined,
  trailingSlash: true,
  images: { unoptimized: true },
  // `npm test` type-checks the whole repo (dev server and tests too) as its first step; doing it again here
  // would only slow the build down
  typescript: { ignoreBuildErrors: true },
  allowedDevOrigins: ["127.0.0.1"],
  // BUNDLE_SOURCE_MAPS=1 to see which modules a chunk holds
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === "1",
  experimental: { optimizePackageImports: ["@chakra-ui/react"] },
  turbopack: {
    resolveAlias: {
      // the admin client's experimental clients v2 API drags in the whole Kiota runtime (lib/admin-client-v2-unavailable.ts)
      "./clientsV2.js": "./lib/admin-client-v2-unavailable.ts",
      // Chakra's lists of all its recipes (imported only by its theme/index.js) -> the ones the console uses
      "./recipes.js": "./lib/chakra-recipes.mjs",
      "./slot-recipes.js": "./lib/chakra-recipes.mjs",
      // Chakra's preset without the default system it builds at load, which the console does not use
      "./preset.js": "./lib/chakra-preset.mjs",
    },
  },
};

export default nextConfig;

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
  experimental: { optimizePackageImports: ["@chakra-ui/react"] },
};

export default nextConfig;

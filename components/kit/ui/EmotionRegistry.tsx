"use client";

import { useState, type ReactNode } from "react";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useServerInsertedHTML } from "next/navigation";

/** An Emotion cache that remembers which styles it inserted since the last flush. */
function createRegistry() {
  const cache = createCache({ key: "css" });
  // compat: while prerendering, Emotion keeps the styles in the cache instead of writing <style> tags beside the
  // elements; the flush below writes them into <head>
  cache.compat = true;
  let names: string[] = [];
  const insert = cache.insert;
  cache.insert = (...args: Parameters<EmotionCache["insert"]>) => {
    if (cache.inserted[args[1].name] === undefined) names.push(args[1].name);
    return insert(...args);
  };
  const flush = () => {
    const flushed = names;
    names = [];
    return flushed;
  };
  return { cache, flush };
}

/**
 * Chakra's styles for the prerendered page go into <head>. Left to itself, Emotion writes them into <body> and moves
 * them to <head> when its module loads in the browser, which can happen while React hydrates the body: React then
 * finds its next node gone and fails hydration (minified error #418) on any full page load.
 */
export default function EmotionRegistry({ children }: { children: ReactNode }) {
  const [{ cache, flush }] = useState(createRegistry);
  useServerInsertedHTML(() => {
    const names = flush();
    if (names.length === 0) return null;
    const styles = names.map((name) => cache.inserted[name]).filter((style) => typeof style === "string");
    return (
      <style
        key={cache.key}
        data-emotion={`${cache.key} ${names.join(" ")}`}
        dangerouslySetInnerHTML={{ __html: styles.join("") }}
      />
    );
  });
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

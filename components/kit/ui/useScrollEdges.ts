"use client";

import { useEffect, useState, type RefObject } from "react";

/** Whether a strip scrolls sideways at all, and whether it can scroll further towards its start and its end. */
export type ScrollEdges = { overflows: boolean; start: boolean; end: boolean };

const NONE: ScrollEdges = { overflows: false, start: false, end: false };

/**
 * Where a strip that scrolls sideways (a row of tabs) may still scroll, as it scrolls and as it or its items resize:
 * the window, or a translation that arrives later, changes what fits. `items` names the strip's items, so that new
 * ones are watched too.
 */
export function useScrollEdges(strip: RefObject<HTMLElement | null>, items: string): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => {
      // negative right to left, where scrolling towards the end goes left
      const scrolled = Math.abs(element.scrollLeft);
      const room = element.scrollWidth - element.clientWidth;
      const overflows = room > 1;
      const start = overflows && scrolled > 1;
      const end = overflows && scrolled < room - 1;
      setEdges((was) =>
        was.overflows === overflows && was.start === start && was.end === end ? was : { overflows, start, end },
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const item of Array.from(element.children)) observer.observe(item);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, [strip, items]);
  return edges;
}

"use client";

import { useCallback, useState, type RefCallback } from "react";

/**
 * Whether an element's content is wider than the element, so that it scrolls sideways (a table wider than the
 * screen): returns the ref to give the element, and the answer. Such a scroll area must take the keyboard's focus
 * when nothing inside it can (WCAG 2.1.1), or its hidden columns are out of a keyboard user's reach.
 */
export function useScrollsSideways(): [RefCallback<HTMLElement>, boolean] {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    // the area's width follows the window; its content's follows the rows
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls];
}

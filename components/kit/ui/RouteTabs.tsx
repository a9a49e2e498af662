"use client";

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { chakra, IconButton, Text, useLocaleContext, useSlotRecipe } from "@chakra-ui/react";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import { useScrollEdges } from "./useScrollEdges";

interface RouteTabsProps<T extends string> {
  tabs: readonly T[];
  /** The tab the route names; only its panel is rendered. */
  active: T;
  label: (tab: T) => string;
  /** Navigates to the chosen tab's route; the route then makes it active. */
  onSelect: (tab: T) => void;
  /** The active tab's panel. */
  children: ReactNode;
  /** Beside the panel at its start, under the tabs, and kept as the tab changes (the group tree). */
  aside?: ReactNode;
}

/** Where each key moves the focus in a row of `count` tabs, wrapping at the ends (left to right). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};
const MIRRORED: Record<string, string> = { ArrowRight: "ArrowLeft", ArrowLeft: "ArrowRight" };
const MIRROR = { transform: "scaleX(-1)" };

/**
 * The tab the arrow keys last chose, with its row's tabs: its route renders the screen anew (the router mounts a
 * route's component again when its parameters change), and the focus, left on a tab that is gone, must follow.
 */
let chosenByKey: string | undefined;

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1']), [contenteditable]";

/**
 * How far the strip must scroll right (negative: left) to bring the tab's left or right edge to its own, or, without
 * `edge`, just far enough to show the whole tab.
 */
function offset(strip: Element, tab: Element, edge?: "left" | "right") {
  const box = strip.getBoundingClientRect();
  const { left, right } = tab.getBoundingClientRect();
  if (edge) return edge === "left" ? left - box.left : right - box.right;
  return left < box.left ? left - box.left : Math.max(right - box.right, 0);
}

/**
 * Tabs that are routes: the URL picks the active tab, and choosing another navigates to its route. The WAI-ARIA tabs
 * pattern as Chakra's Tabs implements it (only the active tab in the tab order, arrow keys, Home and End choose the
 * tab they reach, mirrored right to left; the panel is focusable while it holds nothing focusable), drawn by Chakra's
 * tabs recipe, but without its state machine: the dashboard's tabs are in the first load, and the machine and its
 * runtime were some 10 KB gzip of it.
 *
 * Tabs that do not all fit (Realm settings has fourteen) keep their whole labels: the row scrolls sideways, with arrow
 * buttons at its ends as in Keycloak's console, and opens scrolled to the active tab. The arrows are for the pointer
 * only: the arrow keys reach every tab, and the tab they focus scrolls into view.
 */
export function RouteTabs<T extends string>({ tabs, active, label, onSelect, children, aside }: RouteTabsProps<T>) {
  const recipe = useSlotRecipe({ key: "tabs" });
  const styles = recipe({});
  const id = useId();
  const triggerId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel-${active}`;
  const panel = useRef<HTMLDivElement>(null);
  const rightToLeft = useLocaleContext().dir === "rtl";
  const list = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(list, tabs.join(" "));

  useEffect(() => {
    if (chosenByKey !== `${tabs.join()}:${active}`) return;
    chosenByKey = undefined;
    document.getElementById(`${id}-tab-${active}`)?.focus();
  }, [tabs, active, id]);

  // once the row is known to overflow (and again when the arrows have narrowed it); the page itself does not move.
  // A row that fits has nothing to scroll, and measuring it at mount would force a layout of the page half-built.
  useEffect(() => {
    if (!edges.overflows) return;
    const strip = list.current;
    const tab = document.getElementById(`${id}-tab-${active}`);
    if (strip && tab) strip.scrollTo({ left: strip.scrollLeft + offset(strip, tab), behavior: "instant" });
  }, [active, id, edges.overflows]);

  /** A page on (or back): the first tab cut off at the end comes whole to the start (the last one, to the end). */
  const page = (forward: boolean) => {
    const strip = list.current;
    if (!strip) return;
    const rightwards = forward !== rightToLeft;
    const past = (tab: Element) => (rightwards ? offset(strip, tab, "right") > 1 : offset(strip, tab, "left") < -1);
    const items = Array.from(strip.children);
    const tab = forward ? items.find(past) : items.findLast(past);
    if (tab) strip.scrollBy({ left: offset(strip, tab, rightwards ? "left" : "right") });
  };

  const arrow = (forward: boolean) =>
    edges.overflows && (
      <IconButton
        aria-hidden
        tabIndex={-1}
        variant="ghost"
        size="sm"
        h="auto"
        rounded="none"
        disabled={!(forward ? edges.end : edges.start)}
        onClick={() => page(forward)}
      >
        {forward ? <ChevronRightIcon _rtl={MIRROR} /> : <ChevronLeftIcon _rtl={MIRROR} />}
      </IconButton>
    );

  // as Chakra's tabs do once the panel has rendered; a panel whose content arrives later keeps what was set then
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = panel.current;
      if (!element) return;
      if (element.querySelector(FOCUSABLE)) element.removeAttribute("tabindex");
      else element.setAttribute("tabindex", "0");
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[(rightToLeft && MIRRORED[event.key]) || event.key];
    const current = tabs.findIndex((tab) => triggerId(tab) === (event.target as HTMLElement).id);
    if (!move || current < 0) return;
    event.preventDefault();
    const next = tabs[move(current, tabs.length)];
    document.getElementById(triggerId(next))?.focus();
    if (next === active) return;
    chosenByKey = `${tabs.join()}:${next}`;
    onSelect(next);
  };

  // keyed so a tab's state starts fresh each time it is opened, as when it unmounts on leaving
  const tabPanel = (
    <chakra.div
      key={active}
      ref={panel}
      id={panelId}
      role="tabpanel"
      aria-labelledby={triggerId(active)}
      tabIndex={0}
      css={styles.content}
      data-orientation="horizontal"
      data-selected=""
    >
      {children}
    </chakra.div>
  );

  return (
    <chakra.div css={styles.root} data-orientation="horizontal" px="6" pt="2">
      {/* the line under the tabs, drawn by the row and not by the list, which would cut off the active tab's mark */}
      <chakra.div display="flex" shadow="inset 0 -1px 0 {colors.border}">
        {arrow(false)}
        <chakra.div
          ref={list}
          css={styles.list}
          flex="1"
          borderBottomWidth="0"
          overflowX="auto"
          scrollbar="hidden"
          _motionSafe={{ scrollBehavior: "smooth" }}
          role="tablist"
          aria-orientation="horizontal"
          data-orientation="horizontal"
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab) => {
            const selected = tab === active;
            return (
              <chakra.button
                key={tab}
                type="button"
                role="tab"
                id={triggerId(tab)}
                css={styles.trigger}
                flexShrink="0"
                _focusVisible={{ outlineOffset: "-2px" }}
                _selected={{ _horizontal: { "--indicator-offset-y": "0" } }}
                data-orientation="horizontal"
                aria-selected={selected}
                data-selected={selected ? "" : undefined}
                aria-controls={selected ? panelId : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => !selected && onSelect(tab)}
              >
                {/* a realm's translation names the tab, so it may be long: cut by CSS, the full text its title (the
                  dashboard's tabs are in the first load, TruncatedText's measuring is not) */}
                <Text as="span" truncate maxW="xs" title={label(tab)}>
                  {label(tab)}
                </Text>
              </chakra.button>
            );
          })}
        </chakra.div>
        {arrow(true)}
      </chakra.div>
      {aside ? (
        <chakra.div display="flex">
          {aside}
          <chakra.div flex="1" minW="0" ps="6">
            {tabPanel}
          </chakra.div>
        </chakra.div>
      ) : (
        tabPanel
      )}
    </chakra.div>
  );
}

"use client";

import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from "react";
import { Text, type TextProps } from "@chakra-ui/react";

// Chakra's tooltip (a state machine and the positioning library) is fetched the first time a cut value is reached
// for, so that it stays out of the first load although the sidebar and every page header truncate.
const TruncatedTooltip = lazy(() => import("./TruncatedTooltip"));

/** Cut where the line ends, whatever its width: for elements with padding, which would show a clamped next line. */
const NO_WRAP = { truncate: true, display: "block" } as const;
/**
 * Clamped lines breaking anywhere, so that the element can be as narrow as one character and a table column of long
 * values shrinks like any other; one line is filled to its end (a value cut after its first word would say little).
 */
const clamped = (lines: number) =>
  ({ lineClamp: lines, overflowWrap: "anywhere", ...(lines === 1 ? { wordBreak: "break-all" } : {}) }) as const;

const OPEN_DELAY_MS = 300;
const CLOSE_DELAY_MS = 150;

/** Whether the element shows less than its text: cut at the end of its last line. */
export function isCut(element: HTMLElement | null): boolean {
  return (
    !!element && (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)
  );
}

export type TruncatedTextProps = Omit<TextProps, "children" | "asChild"> & {
  /** The full value, as the server holds it. */
  text: string;
  /** Lines shown before the ellipsis. */
  lines?: number;
  /** One line that never wraps (for an element with padding); its width must come from its container. */
  nowrap?: boolean;
  /**
   * The element that shows the text (a link, a heading, a breadcrumb) instead of a plain span: it gets the truncating
   * styles and the tooltip's events, so that focusing it shows the full value too.
   */
  children?: ReactElement;
};

/**
 * A value from the server that may be long, ended with an ellipsis where it is cut: on `lines` lines breaking
 * anywhere (so that a 10,000-character word widens neither its table column nor the page), or on one line that never
 * wraps. When it is cut, hovering or focusing it shows the full value in a tooltip; a plain span that is cut can be
 * focused for that. Direction overrides inside the value stay inside it (`unicode-bidi: isolate`).
 */
export function TruncatedText({ text, lines = 1, nowrap = false, children, ...style }: TruncatedTextProps) {
  const id = useId();
  // the element's own id, when it has one, is kept: the tooltip finds the element by it
  const ownId = (children?.props as { id?: string } | undefined)?.id;
  const ids = { trigger: ownId ?? `${id}-value`, content: `${id}-full` };
  const ref = useRef<HTMLElement>(null);
  const [cut, setCut] = useState(false);
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useLayoutEffect(() => setCut(isCut(ref.current)), [text, lines, nowrap]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const show = (event: PointerEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    if (!isCut(event.currentTarget)) return;
    setRequested(true);
    later(true, event.type === "focus" ? 0 : OPEN_DELAY_MS);
  };
  const hide = () => later(false, CLOSE_DELAY_MS);
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    later(false, 0);
  };

  return (
    <>
      <Text
        as={children === undefined ? "span" : undefined}
        {...(nowrap ? NO_WRAP : clamped(lines))}
        unicodeBidi="isolate"
        maxW="full"
        {...style}
        ref={ref as Ref<HTMLParagraphElement>}
        asChild={children !== undefined}
        id={ids.trigger}
        tabIndex={children === undefined && cut ? 0 : undefined}
        aria-describedby={open ? ids.content : undefined}
        onPointerEnter={show}
        onPointerLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={closeOnEscape}
      >
        {children ?? text}
      </Text>
      {requested && (
        <Suspense fallback={null}>
          <TruncatedTooltip
            ids={ids}
            text={text}
            open={open}
            onOpenChange={(next) => later(next, 0)}
            onPointerEnter={() => clearTimeout(timer.current)}
            onPointerLeave={hide}
          />
        </Suspense>
      )}
    </>
  );
}

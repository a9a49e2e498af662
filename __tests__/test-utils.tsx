import type { ReactElement, ReactNode } from "react";
import { act, render, type RenderOptions } from "@testing-library/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { NextIntlClientProvider } from "next-intl";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { en } from "@/messages/en";

// jsdom lacks layout APIs that Ark UI (Chakra v3 menus, comboboxes, dialogs) calls.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollTo ??= function scrollTo() {};
globalThis.PointerEvent ??= class PointerEventStub extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? "mouse";
  }
} as unknown as typeof PointerEvent;

/** A query client for tests: no retries, so failures show at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export type ProvidersOptions = {
  /** Extra or overriding messages, merged over the bundled English ones. */
  messages?: Record<string, string>;
  queryClient?: QueryClient;
};

export function TestProviders({ children, messages, queryClient }: ProvidersOptions & { children: ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <NextIntlClientProvider locale="en" messages={{ ...en, ...messages }} timeZone="UTC">
        <QueryClientProvider client={queryClient ?? createTestQueryClient()}>{children}</QueryClientProvider>
      </NextIntlClientProvider>
    </ChakraProvider>
  );
}

/** Renders inside Chakra (default system), next-intl (en, bundled messages) and a fresh TanStack Query client. */
export function renderWithProviders(
  ui: ReactElement,
  {
    messages,
    queryClient = createTestQueryClient(),
    ...options
  }: ProvidersOptions & Omit<RenderOptions, "wrapper"> = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders messages={messages} queryClient={queryClient}>
      {children}
    </TestProviders>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}

/**
 * Lets the mount's deferred work happen inside act: Ark UI's radio group finishes setting up in a microtask after its
 * first render, which a test that asserts synchronously would otherwise leave to run outside act.
 */
export const settleMount = () => act(async () => {});

import { useState } from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LocaleProvider } from "@chakra-ui/react";
import { renderWithProviders } from "@/__tests__/test-utils";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";

const TABS = ["welcome", "info", "providers"] as const;
type Tab = (typeof TABS)[number];
const LABELS: Record<Tab, string> = { welcome: "Welcome", info: "Server info", providers: "Provider info" };

/** Tabs as a route renders them: mounted anew for each tab, as the router does when the tab parameter changes. */
function Remounted() {
  const [active, setActive] = useState<Tab>("welcome");
  return (
    <RouteTabs key={active} tabs={TABS} active={active} label={(tab) => LABELS[tab]} onSelect={setActive}>
      <p>{LABELS[active]}</p>
    </RouteTabs>
  );
}

function Routed({ onSelect, withLink = false }: { onSelect: (tab: Tab) => void; withLink?: boolean }) {
  const [active, setActive] = useState<Tab>("welcome");
  return (
    <RouteTabs
      tabs={TABS}
      active={active}
      label={(tab) => LABELS[tab]}
      onSelect={(tab) => {
        onSelect(tab);
        setActive(tab);
      }}
    >
      {withLink ? <a href="#/somewhere">{`${LABELS[active]} link`}</a> : <p>{`${LABELS[active]} text`}</p>}
    </RouteTabs>
  );
}

describe("RouteTabs", () => {
  it("puts only the active tab in the tab order and labels its panel with it", () => {
    renderWithProviders(<Routed onSelect={jest.fn()} />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.getAttribute("tabindex"))).toEqual(["0", "-1", "-1"]);
    expect(screen.getByRole("tab", { name: "Welcome" })).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel", { name: "Welcome" });
    expect(screen.getByRole("tab", { name: "Welcome" })).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveTextContent("Welcome text");
  });

  it("chooses a clicked tab, and not the active one again", async () => {
    const onSelect = jest.fn();
    renderWithProviders(<Routed onSelect={onSelect} />);
    await userEvent.click(screen.getByRole("tab", { name: "Welcome" }));
    await userEvent.click(screen.getByRole("tab", { name: "Provider info" }));
    expect(onSelect.mock.calls).toEqual([["providers"]]);
    expect(screen.getByRole("tabpanel", { name: "Provider info" })).toHaveTextContent("Provider info text");
  });

  it("moves to and chooses the tab an arrow, Home or End reaches, wrapping at the ends", async () => {
    const onSelect = jest.fn();
    renderWithProviders(<Routed onSelect={onSelect} />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "Welcome" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Provider info" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.keyboard("{End}");
    await userEvent.keyboard("{Home}");
    expect(onSelect.mock.calls.flat()).toEqual(["providers", "welcome", "info", "providers", "welcome"]);
    expect(screen.getByRole("tab", { name: "Welcome" })).toHaveFocus();
  });

  it("mirrors the arrows right to left", async () => {
    const onSelect = jest.fn();
    renderWithProviders(
      <LocaleProvider locale="ar">
        <Routed onSelect={onSelect} />
      </LocaleProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard("{ArrowLeft}");
    expect(onSelect).toHaveBeenLastCalledWith("info");
  });

  it("makes the panel focusable only while it holds nothing focusable", async () => {
    const { unmount } = renderWithProviders(<Routed onSelect={jest.fn()} />);
    await waitFor(() => expect(screen.getByRole("tabpanel")).toHaveAttribute("tabindex", "0"));
    unmount();
    renderWithProviders(<Routed onSelect={jest.fn()} withLink />);
    await waitFor(() => expect(screen.getByRole("tabpanel")).not.toHaveAttribute("tabindex"));
  });

  it("keeps the focus on the tab an arrow chose when its route mounts the tabs anew", async () => {
    renderWithProviders(<Remounted />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("tab", { name: "Server info" })).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("tab", { name: "Provider info" })).toHaveFocus());
  });
});

import { lazy } from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, Menu, Portal } from "@chakra-ui/react";
import { OnDemandPopup, type PopupProps } from "@/components/kit/ui/OnDemandPopup";
import { renderWithProviders } from "../test-utils";

function Trigger(props: object) {
  return <Button {...props}>Options</Button>;
}

function OptionsMenu({ defaultOpen }: PopupProps) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Trigger />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="first">First</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function setUp() {
  const load = jest.fn(async () => ({ default: OptionsMenu }));
  const Lazy = lazy(load);
  renderWithProviders(<OnDemandPopup trigger={<Trigger />} popup={(props) => <Lazy {...props} />} preload={load} />);
  return load;
}

describe("OnDemandPopup", () => {
  it("shows the trigger as a closed menu button and loads nothing until someone reaches for it", () => {
    const load = setUp();
    const button = screen.getByRole("button", { name: "Options" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("starts loading when the pointer reaches the trigger", async () => {
    const load = setUp();
    await userEvent.setup().hover(screen.getByRole("button", { name: "Options" }));
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("opens the loaded menu, focused, on a click", async () => {
    setUp();
    await userEvent.setup().click(screen.getByRole("button", { name: "Options" }));
    const menu = await screen.findByRole("menu");
    expect(await screen.findByRole("menuitem", { name: "First" })).toBeInTheDocument();
    await waitFor(() => expect(menu).toHaveFocus());
    expect(screen.getByRole("button", { name: "Options" })).toHaveAttribute("aria-expanded", "true");
  });

  it("opens on the arrow key like a menu button", async () => {
    const user = userEvent.setup();
    setUp();
    await user.tab();
    expect(screen.getByRole("button", { name: "Options" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("menuitem", { name: "First" })).toBeInTheDocument();
  });

  it("closes and opens again as an ordinary menu once loaded", async () => {
    const user = userEvent.setup();
    setUp();
    await user.click(screen.getByRole("button", { name: "Options" }));
    await waitFor(() => expect(screen.getByRole("menu")).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Options" }));
    expect(await screen.findByRole("menuitem", { name: "First" })).toBeInTheDocument();
  });
});

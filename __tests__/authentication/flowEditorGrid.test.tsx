import { act, configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test-utils";
import { ExecutionTreeGrid } from "@/components/areas/authentication/flow-editor/ExecutionTreeGrid";
import { buildExecutionTree } from "@/lib/authentication/executionTree";
import editorMessages from "@/messages/en/authenticationFlowEditor.json";
import kitMessages from "@/messages/en/kit.json";
import commonMessages from "@/messages/en/common.json";
import { BROWSER } from "./executionTree.browser";

configure({ asyncUtilTimeout: 4000 });

const messages = { ...commonMessages, ...kitMessages, ...editorMessages };

function renderGrid(readOnly = false, onMove = jest.fn().mockResolvedValue(undefined)) {
  const onRequirement = jest.fn();
  const onCommand = jest.fn();
  renderWithProviders(
    <ExecutionTreeGrid
      flowAlias="browser"
      tree={buildExecutionTree(BROWSER)}
      readOnly={readOnly}
      onRequirement={onRequirement}
      onMove={onMove}
      onCommand={onCommand}
    />,
    { messages },
  );
  return { onMove, onRequirement, onCommand };
}

const row = (name: string) => screen.getByRole("row", { name });

describe("the flow editor's treegrid", () => {
  it("shows every row with its level, position and expansion", () => {
    renderGrid();
    const grid = screen.getByRole("treegrid", { name: "Steps of browser" });
    expect(within(grid).getAllByRole("row")).toHaveLength(BROWSER.length + 1);
    expect(row("forms")).toHaveAttribute("aria-level", "1");
    expect(row("forms")).toHaveAttribute("aria-expanded", "true");
    expect(row("Username Password Form")).toHaveAttribute("aria-level", "2");
    expect(row("Username Password Form")).toHaveAttribute("aria-posinset", "1");
    expect(row("Username Password Form")).toHaveAttribute("aria-setsize", "2");
  });

  it("offers only the row's requirement choices and reports a change", async () => {
    const user = userEvent.setup();
    const { onRequirement } = renderGrid();
    const select = within(row("OTP Form")).getByRole("combobox", { name: "Requirement of OTP Form" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Required", "Alternative", "Disabled"]);
    await user.selectOptions(select, "ALTERNATIVE");
    expect(onRequirement).toHaveBeenCalledWith(expect.objectContaining({ id: "e-otp" }), "ALTERNATIVE");
    // a single choice is no choice: shown as text
    expect(within(row("Username Password Form")).queryByRole("combobox")).toBeNull();
  });

  it("moves by arrows between rows and collapses and expands sub-flows", async () => {
    const user = userEvent.setup();
    renderGrid();
    act(() => row("forms").focus());
    await user.keyboard("{ArrowDown}");
    expect(row("Username Password Form")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(row("forms")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(row("forms")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("row", { name: "Username Password Form" })).toBeNull();
    await user.keyboard("{ArrowRight}");
    expect(row("Username Password Form")).toBeInTheDocument();
    await user.keyboard("{Home}");
    expect(row("Cookie")).toHaveFocus();
  });

  it("moves a row with Alt+Arrow only where its level allows, and keeps the focus on it", async () => {
    const user = userEvent.setup();
    const { onMove } = renderGrid();
    act(() => row("Cookie").focus());
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
    expect(onMove).not.toHaveBeenCalled();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: "e-cookie" }), "down");
    expect(row("Cookie")).toHaveFocus();
    act(() => row("forms").focus());
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(onMove).toHaveBeenCalledTimes(1);
  });

  it("moves by the buttons, disabled at the edges", async () => {
    const user = userEvent.setup();
    const { onMove } = renderGrid();
    expect(screen.getByRole("button", { name: "Move up Cookie" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move down forms" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Move up OTP Form" }));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: "e-otp" }), "up");
  });

  it("offers settings only for configurable steps", async () => {
    const user = userEvent.setup();
    const { onCommand } = renderGrid();
    expect(screen.queryByRole("button", { name: "Settings of Cookie" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Settings of Identity Provider Redirector" }));
    expect(onCommand).toHaveBeenCalledWith(expect.objectContaining({ id: "e-idp" }), "config");
  });

  it("changes nothing when read-only", async () => {
    const user = userEvent.setup();
    const { onMove } = renderGrid(true);
    expect(screen.queryAllByRole("combobox")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: /^Move/ })).toBeNull();
    expect(within(row("Cookie")).getByText("Alternative")).toBeInTheDocument();
    act(() => row("Kerberos").focus());
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
    expect(onMove).not.toHaveBeenCalled();
  });
});

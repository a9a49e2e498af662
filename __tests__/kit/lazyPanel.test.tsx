import { Suspense } from "react";
import { render, screen } from "@testing-library/react";
import { lazyPanel, usePanelPreload, type LazyPanel } from "@/components/kit/ui/lazyPanel";

function Screen({ panel, dataIn }: { panel: LazyPanel<{ name: string }>; dataIn: boolean }) {
  usePanelPreload(panel);
  const Panel = panel;
  return dataIn ? (
    <Suspense fallback="loading">
      <Panel name="ada" />
    </Suspense>
  ) : (
    "waiting for data"
  );
}

describe("lazyPanel", () => {
  it("asks for the panel's chunk while the screen still waits for its data", async () => {
    const load = jest.fn(async () => ({ default: ({ name }: { name: string }) => <p>hello {name}</p> }));
    const panel = lazyPanel(load);
    const { rerender } = render(<Screen panel={panel} dataIn={false} />);
    expect(screen.getByText("waiting for data")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Screen panel={panel} dataIn />);
    expect(await screen.findByText("hello ada")).toBeInTheDocument();
    // React.lazy asks the same loader again; a chunk loader answers that from the module it keeps
    expect(load.mock.calls.length).toBeLessThanOrEqual(2);
  });
});

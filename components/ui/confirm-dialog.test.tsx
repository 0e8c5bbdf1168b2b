import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "./confirm-dialog";

function Harness({ onConfirm, pending = false, withTrigger = false }: { onConfirm: () => void; pending?: boolean; withTrigger?: boolean }) {
  const [open, setOpen] = useState(!withTrigger);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={withTrigger ? <Button>Open</Button> : undefined}
      title="Delete thing?"
      description="This cannot be undone."
      cancelLabel="Keep"
      confirmLabel="Delete"
      destructive
      pending={pending}
      onConfirm={onConfirm}
    >
      <p>Extra</p>
    </ConfirmDialog>
  );
}

describe("ConfirmDialog", () => {
  it("is an alertdialog named by its title, with description, extra content and both buttons", async () => {
    render(<Harness onConfirm={vi.fn()} />);
    const dialog = await screen.findByRole("alertdialog", { name: "Delete thing?" });
    expect(dialog).toHaveTextContent("This cannot be undone.");
    expect(dialog).toHaveTextContent("Extra");
    expect(screen.getByRole("button", { name: "Keep" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete" })).toBeTruthy();
  });

  it("stays open on confirm, leaving the closing to the caller", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole("alertdialog", { name: "Delete thing?" })).toBeTruthy();
  });

  it("disables the confirm button while pending", async () => {
    render(<Harness onConfirm={vi.fn()} pending />);
    expect(await screen.findByRole("button", { name: "Delete" })).toBeDisabled();
  });

  it("opens from its trigger and closes on cancel", async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} withTrigger />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Open" }));
    await screen.findByRole("alertdialog", { name: "Delete thing?" });
    await user.click(screen.getByRole("button", { name: "Keep" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

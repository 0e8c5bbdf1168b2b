import { describe, it, expect } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";


describe("Button", () => {
  it("renders a native button", () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("data-slot")).toBe("button");
  });

  it("renders its child element when asChild is set", () => {
    render(
      <Button asChild variant="outline">
        <a href="/feed">Feed</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Feed" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/feed");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("Dialog", () => {
  it("opens from its trigger and shows a labelled close button", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent closeLabel="Schließen">
          <DialogTitle>Title</DialogTitle>
          <DialogDescription>Body</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = await screen.findByRole("dialog", { name: "Title" });
    expect(dialog).toBeTruthy();
    const close = screen.getByRole("button", { name: "Schließen" });
    await user.click(close);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("defaults the close label to Close", async () => {
    render(
      <Dialog defaultOpen>
        <DialogContent>
          <DialogTitle>T</DialogTitle>
          <DialogDescription>D</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(await screen.findByRole("button", { name: "Close" })).toBeTruthy();
  });
});

describe("Spinner", () => {
  it("exposes a status role with its label", () => {
    render(<Spinner aria-label="Loading" />);
    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
  });
});

import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TitleGuard } from "./title-guard";

const titles = () => [...document.head.querySelectorAll("title")].map((element) => element.textContent);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0)); // MutationObserver callbacks are microtasks

afterEach(() => {
  for (const element of document.head.querySelectorAll("title")) element.remove();
});

describe("TitleGuard", () => {
  it("titles a head left without a title, and steps aside when the metadata's title comes back", async () => {
    render(<TitleGuard title="Niji · Meet, Share, Belong" />);
    expect(titles()).toEqual(["Niji · Meet, Share, Belong"]);
    expect(document.title).toBe("Niji · Meet, Share, Belong");

    const metadata = document.createElement("title");
    metadata.textContent = "Niji · Meet, Share, Belong";
    document.head.appendChild(metadata);
    await settle();
    expect(titles()).toEqual(["Niji · Meet, Share, Belong"]);
    expect(document.head.querySelector("title")).toBe(metadata);

    metadata.remove();
    await settle();
    expect(titles()).toEqual(["Niji · Meet, Share, Belong"]);
  });

  it("adds nothing while the metadata's title is there, and follows a new title (discreet mode's) when it changes", async () => {
    const metadata = document.createElement("title");
    metadata.textContent = "Notes";
    document.head.appendChild(metadata);
    const { rerender } = render(<TitleGuard title="Notes" />);
    expect(titles()).toEqual(["Notes"]);

    rerender(<TitleGuard title="Niji · Meet, Share, Belong" />);
    metadata.remove();
    await settle();
    expect(titles()).toEqual(["Niji · Meet, Share, Belong"]);
  });

  it("takes its title away when it unmounts", () => {
    const { unmount } = render(<TitleGuard title="Notes" />);
    expect(titles()).toEqual(["Notes"]);
    unmount();
    expect(titles()).toEqual([]);
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text";

describe("RichText", () => {
  it("links #tags to their page (Japanese encoded, case and width folded) and @mentions to the resolver", () => {
    const { container } = render(<RichText text={"Pride ＃東京 with @Aiko.T. #Parade!\nnext line"} />);
    expect(screen.getByRole("link", { name: "＃東京" })).toHaveAttribute("href", `/explore/tags/${encodeURIComponent("東京")}`);
    expect(screen.getByRole("link", { name: "#Parade" })).toHaveAttribute("href", "/explore/tags/parade");
    // the sentence's closing dot stays text
    expect(screen.getByRole("link", { name: "@Aiko.T" })).toHaveAttribute("href", "/u/aiko.t");
    // the text reads exactly as written, line break included
    expect(container.textContent).toBe("Pride ＃東京 with @Aiko.T. #Parade!\nnext line");
    expect(screen.getAllByRole("link")).toHaveLength(3);
  });

  it("leaves e-mail addresses, URL fragments, numbers and HTML entities as plain text", () => {
    render(<RichText text="mail kai@example.com, see page#top, room #1 and &#39;" />);
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });

  it("renders markup-looking text as text, never as HTML", () => {
    const { container } = render(<RichText text={'<img src=x onerror="alert(1)"> #safe'} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(screen.getByRole("link", { name: "#safe" })).toHaveAttribute("href", "/explore/tags/safe");
  });
});

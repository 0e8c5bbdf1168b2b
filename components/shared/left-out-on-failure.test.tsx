import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isChunkLoadError, leftOutOnFailure } from "@/components/shared/left-out-on-failure";
import { chunkError, PageError } from "@/tests/support/lazy-load";

function throwing(error: Error) {
  return function Piece(): ReactNode {
    throw error;
  };
}

const chunkLoadError = Object.assign(new Error("Failed to load chunk /_next/static/chunks/x.js from module 123: NetworkError"), { name: "ChunkLoadError" });

afterEach(() => vi.restoreAllMocks());

describe("leftOutOnFailure", () => {
  it("leaves out a piece whose download failed, or shows its fallback, and the rest of the screen stays", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Quiet = leftOutOnFailure(throwing(chunkLoadError));
    const WithFallback = leftOutOnFailure(throwing(chunkError("y")), <p>reload to continue</p>);
    render(
      <PageError>
        <h1>Home</h1>
        <Quiet />
        <WithFallback />
      </PageError>,
    );
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(screen.getByText("reload to continue")).toBeInTheDocument();
    expect(screen.queryByText("page error")).toBeNull();
  });

  it("passes any other error on to the page's error boundary: a bug is not hidden", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Broken = leftOutOnFailure(throwing(new TypeError("Cannot read properties of undefined (reading 'id')")), <p>reload to continue</p>);
    render(
      <PageError>
        <h1>Home</h1>
        <Broken />
      </PageError>,
    );
    expect(screen.getByText("page error")).toBeInTheDocument();
    expect(screen.queryByText("reload to continue")).toBeNull();
  });

  it("knows a failed download by Turbopack's error name or the browsers' own messages", () => {
    expect(isChunkLoadError(chunkLoadError)).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: https://niji.example/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("a module system's own words", { cause: chunkLoadError }))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
    expect(isChunkLoadError(new Error("boom", { cause: new Error("still not a download") }))).toBe(false);
    expect(isChunkLoadError("Failed to load chunk")).toBe(false);
  });
});

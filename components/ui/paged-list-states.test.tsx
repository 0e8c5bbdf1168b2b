import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PagedListStates, type PagedListQuery } from "./paged-list-states";

const labels = { loading: "Loading things", error: "Couldn't load", retry: "Try again", empty: "Nothing yet", loadMore: "Load more" };
const query = (over: Partial<PagedListQuery> = {}): PagedListQuery => ({
  isPending: false,
  isError: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  refetch: vi.fn(),
  fetchNextPage: vi.fn(),
  ...over,
});
const rows = <ul><li>row one</li></ul>;

describe("PagedListStates", () => {
  it("shows a named loading status while the first page loads", () => {
    render(<PagedListStates query={query({ isPending: true })} count={0} labels={labels}>{rows}</PagedListStates>);
    expect(screen.getByRole("status", { name: "Loading things" })).toBeInTheDocument();
    expect(screen.queryByText("row one")).toBeNull();
  });

  it("offers a retry when nothing could be loaded", () => {
    const q = query({ isError: true });
    render(<PagedListStates query={q} count={0} labels={labels}>{rows}</PagedListStates>);
    expect(screen.getByRole("alert")).toHaveTextContent("Couldn't load");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it("keeps the rows already shown when a later page fails", () => {
    render(<PagedListStates query={query({ isError: true, hasNextPage: true })} count={1} labels={labels}>{rows}</PagedListStates>);
    expect(screen.getByText("row one")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so when the list is empty", () => {
    render(<PagedListStates query={query()} count={0} labels={labels}>{rows}</PagedListStates>);
    expect(screen.getByText("Nothing yet")).toBeInTheDocument();
  });

  it("loads the next page on request, and not twice while one is on its way", () => {
    const q = query({ hasNextPage: true });
    const { rerender } = render(<PagedListStates query={q} count={1} labels={labels}>{rows}</PagedListStates>);
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(q.fetchNextPage).toHaveBeenCalledOnce();
    rerender(<PagedListStates query={{ ...q, isFetchingNextPage: true }} count={1} labels={labels}>{rows}</PagedListStates>);
    expect(screen.getByRole("button", { name: "Load more" })).toBeDisabled();
  });
});

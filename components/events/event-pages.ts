// Its own module: the event form clears these pages after a save without loading the list's actions.

/** The events list's pages, filtered (/api/events?access=…) or not. */
export const isEventPages = (query: { queryKey: readonly unknown[] }) => String(query.queryKey[0]).startsWith("/api/events") && query.queryKey[1] === "pages";

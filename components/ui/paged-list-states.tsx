import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/client/cn";

/** What the states need of a paged query (TanStack's infinite query result fits). */
export type PagedListQuery = {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

export type PagedListLabels = { loading: string; error: string; retry: string; empty: string; loadMore: string };

type Props = {
  query: PagedListQuery;
  /** rows loaded so far; a failed "Load more" or refetch keeps them on screen */
  count: number;
  labels: PagedListLabels;
  /** what loading looks like (default: two skeleton rows) */
  placeholder?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** The one rendering of a paged list's states: loading, error with retry, empty, rows, Load more (also on scroll). */
export function PagedListStates({ query, count, labels, placeholder, className, children }: Props) {
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={labels.loading} className="space-y-2 p-2">
        {placeholder ?? (
          <>
            <Skeleton className="h-16 w-full rounded-xl" />
            <Skeleton className="h-16 w-full rounded-xl" />
          </>
        )}
      </div>
    );
  } else if (query.isError && count === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
        <p role="alert" className="text-sm text-destructive">
          {labels.error}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
          {labels.retry}
        </Button>
      </div>
    );
  } else if (count === 0) {
    body = <p className="px-4 py-8 text-center text-sm text-muted-foreground">{labels.empty}</p>;
  } else {
    body = children;
  }
  return (
    <div className={cn("space-y-3", className)}>
      {body}
      <LoadMoreButton
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        label={labels.loadMore}
        onLoad={() => void query.fetchNextPage()}
      />
    </div>
  );
}

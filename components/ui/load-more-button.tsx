"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

export type LoadMoreButtonProps = {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  label: string;
  /** shown on the button while the next page is on its way (default: `label`) */
  loadingLabel?: string;
  /** the next page failed: loading on scroll stops, this text shows and the button retries */
  failedText?: string | null;
};

/**
 * The end of every paged list: the next page loads by itself when this comes within 400 px of the
 * viewport (an IntersectionObserver sentinel), and the button does the same for keyboard and
 * screen-reader users, or where observing is not possible. Nothing loads twice: the observer is
 * off while a page is on its way or after a failure.
 */
export function LoadMoreButton({ hasMore, loading, onLoad, label, loadingLabel, failedText }: LoadMoreButtonProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  }, [onLoad]);
  const failed = Boolean(failedText);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || failed || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load.current();
    }, { rootMargin: "400px 0px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, failed]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} data-testid="load-more" className="flex flex-col items-center gap-2 py-4">
      {failedText ? (
        <p role="alert" className="text-sm text-destructive">
          {failedText}
        </p>
      ) : null}
      <Button type="button" variant="outline" size="sm" disabled={loading} aria-busy={loading} onClick={onLoad}>
        {loading ? (loadingLabel ?? label) : label}
      </Button>
    </div>
  );
}

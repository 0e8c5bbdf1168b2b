import { useCallback, useEffect, useRef, useState } from "react";

// The thread scrolls with the page; the composer (sticky) and the bottom navigation (fixed) cover the
// bottom of the viewport. Their height is kept in --thread-covered on <html> by useThreadCover, and the
// end of the thread uses it as its scroll-margin-bottom, so "scroll to the newest" puts the last bubble
// above them, never under them.

/** How far (px) above the covered area the end of the thread may sit and still count as "at the bottom". */
export const AT_BOTTOM_SLACK = 48;

/** The CSS length the end of the thread keeps clear at the bottom: the composer + nav, else the nav alone. */
export const THREAD_COVERED = "var(--thread-covered, calc(4rem + env(safe-area-inset-bottom)))";

/** Whether the member is reading the newest messages: the thread's end is in view above the bars covering the viewport's bottom. */
export function isAtBottom(endBottom: number, viewportHeight: number, covered: number, slack = AT_BOTTOM_SLACK): boolean {
  return endBottom <= viewportHeight - covered + slack;
}

/** What a newest message does: the first load, my own message and any message while at the bottom scroll to it; otherwise the pill says it is there. */
export function onNewestMessage({ first, mine, atBottom }: { first: boolean; mine: boolean; atBottom: boolean }): "scroll" | "pill" {
  return first || mine || atBottom ? "scroll" : "pill";
}

const coveredOf = (end: HTMLElement) => parseFloat(getComputedStyle(end).scrollMarginBottom) || 0;

/**
 * Keeps the thread on its newest message: returns a ref for the element that ends the thread, whether
 * to show the "new messages" pill and the pill's action. Stays on the newest while the member is at
 * the bottom (also when images load or the composer grows); leaves the member where they are reading
 * when they scrolled up.
 */
export function useStickToNewest(newest: { id: string; mine: boolean } | undefined) {
  const end = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const seen = useRef<string | undefined>(undefined);
  const [pill, setPill] = useState(false);

  const scrollToNewest = useCallback(() => {
    atBottom.current = true;
    setPill(false);
    end.current?.scrollIntoView?.({ block: "end" });
  }, []);

  useEffect(() => {
    const check = () => {
      const el = end.current;
      if (!el) return;
      atBottom.current = isAtBottom(el.getBoundingClientRect().bottom, window.innerHeight, coveredOf(el));
      if (atBottom.current) setPill(false);
    };
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    return () => {
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, []);

  const hasNewest = newest !== undefined; // the thread's element exists once a message does
  // the page grows under the member (an image loads, the composer gets a second line): stay on the newest
  useEffect(() => {
    const el = end.current?.parentElement;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) end.current?.scrollIntoView?.({ block: "end" });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNewest]);

  const newestId = newest?.id;
  const mine = newest?.mine ?? false;
  useEffect(() => {
    if (!newestId || seen.current === newestId) return;
    const first = seen.current === undefined;
    seen.current = newestId;
    if (onNewestMessage({ first, mine, atBottom: atBottom.current }) === "scroll") scrollToNewest();
    else setPill(true);
  }, [newestId, mine, scrollToNewest]);

  return { end, pill, scrollToNewest };
}

/** Keeps --thread-covered (the composer's height + its distance from the viewport's bottom, i.e. the nav) current while the composer bar is mounted. */
export function useThreadCover<T extends HTMLElement>(): (element: T | null) => void {
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const place = () => root.style.setProperty("--thread-covered", `${Math.ceil(element.offsetHeight + (parseFloat(getComputedStyle(element).bottom) || 0))}px`);
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener("resize", place);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", place);
      root.style.removeProperty("--thread-covered");
    };
  }, [element]);
  return setElement;
}

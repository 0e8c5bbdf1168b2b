"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useLoadFailureToast } from "@/hooks/use-load-failure-toast";

/**
 * A piece of a screen whose code loads on the first press that shows it (a dialog, the comments, the
 * story viewer), outside the screen's first-load JavaScript. `load` (a module-level function) resolves
 * to the component. `open(then)` downloads it, keeps it in state (`Piece`) and then runs `then` (the
 * caller's own "show it" state), at once once loaded; presses while it downloads replace `then`, so the
 * last one is what shows. A download that fails (a deploy since the tab opened, a phone offline) runs
 * `failed` (by default the load-failure toast) and changes nothing else: nothing of the failure is kept
 * (no React.lazy, whose rejection would reach the page error), so the next press downloads again; a
 * download still running after LOAD_PATIENCE_MS counts as failed for the presses waiting on it. `prefetch`
 * starts the download without showing anything, silently.
 */
export function useDeferred<C>(load: () => Promise<C>) {
  const [Piece, setPiece] = useState<C | null>(null);
  const loaded = useRef<C | null>(null);
  // while the download runs, the latest press wins: a tap on story B while A's viewer loads opens B
  const pending = useRef<{ then?: () => void; failed: () => void } | null>(null);
  // which download the presses wait for: one given up on (LOAD_PATIENCE_MS) shows nothing when it ends
  const attempt = useRef(0);
  // a screen left while its piece downloads: nothing runs for it then (no request, no toast elsewhere)
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => void (alive.current = false);
  }, []);
  const loadFailed = useLoadFailureToast();
  const open = useCallback(
    (then?: () => void, failed: () => void = loadFailed) => {
      const show = typeof then === "function" ? then : undefined; // never an event passed as a handler
      if (loaded.current) return void show?.();
      const downloading = pending.current !== null;
      pending.current = { then: show, failed };
      if (downloading) return;
      const mine = ++attempt.current;
      const giveUp = () => {
        const last = pending.current;
        pending.current = null;
        attempt.current++;
        if (alive.current) (last?.failed ?? loadFailed)();
      };
      // a download that neither arrives nor fails (a stalled connection) would leave every later press
      // waiting on it in silence: after LOAD_PATIENCE_MS the member is told, as for a failure, and the next
      // press asks again
      const patience = setTimeout(() => attempt.current === mine && giveUp(), LOAD_PATIENCE_MS);
      load().then(
        (piece) => {
          clearTimeout(patience);
          loaded.current = piece; // in now, even if given up on: the next press shows at once
          if (attempt.current !== mine) return void (alive.current && setPiece(() => piece));
          const last = pending.current;
          pending.current = null;
          if (!alive.current) return;
          setPiece(() => piece);
          last?.then?.();
        },
        () => {
          clearTimeout(patience);
          if (attempt.current === mine) giveUp();
        },
      );
    },
    [load, loadFailed],
  );
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]); // a failed prefetch stays silent: the press tells
  /** Whether the code is in (read at the moment of the call, as a failure's callback needs it). */
  const isLoaded = useCallback(() => loaded.current !== null, []);
  return { Piece, open, prefetch, isLoaded };
}

/** How long a press waits for its piece's code before telling the member it did not arrive. */
export const LOAD_PATIENCE_MS = 15_000;

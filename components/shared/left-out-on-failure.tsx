"use client";

import { Component, type ComponentType, type ReactNode } from "react";

// A press-loaded piece uses hooks/use-deferred.ts; this is for a piece that loads on its own.

/**
 * Is this a chunk that failed to download? Turbopack's runtime throws a `ChunkLoadError` ("Failed to
 * load chunk …"); a browser's own dynamic import says "Failed to fetch dynamically imported module"
 * (Chromium), "error loading dynamically imported module" (Firefox) or "Importing a module script
 * failed" (Safari); a loader that wraps the error keeps it as its cause.
 */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (error.name === "ChunkLoadError" || /Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(error.message)) return true;
  return isChunkLoadError(error.cause, depth + 1); // a loader that wraps it (a module system, a test's mock) keeps it as the cause
}

type LeftOutProps = { children: ReactNode; fallback: ReactNode };

class LeftOut extends Component<LeftOutProps, { error: unknown }> {
  state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // only a failed download is left out: any other error is a bug, for the page's error boundary
    if (!isChunkLoadError(error)) throw error;
    return this.props.fallback;
  }
}

/**
 * For a piece that loads on its own, with no press (`next/dynamic`, rendered on the server or after
 * hydration: the Toaster, the landing's language switcher): a download that fails leaves it out of the
 * screen (or shows `fallback`) instead of the page error; any other error still reaches the page's
 * error boundary. Wrap the `dynamic(...)` component: `leftOutOnFailure(dynamic(() => import(...)))`.
 */
export function leftOutOnFailure<P extends object>(Piece: ComponentType<P>, fallback: ReactNode = null) {
  function Optional(props: P) {
    return (
      <LeftOut fallback={fallback}>
        <Piece {...props} />
      </LeftOut>
    );
  }
  Optional.displayName = `LeftOutOnFailure(${Piece.displayName ?? Piece.name ?? "Piece"})`;
  return Optional;
}

"use client";

import { Component, type ComponentType, type ReactNode } from "react";

// A press-loaded piece uses hooks/use-deferred.ts; this is for a piece that loads on its own.
class LeftOut extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * For a piece that loads on its own, with no press (`next/dynamic`, rendered on the server or after
 * hydration: the Toaster, the landing's language switcher): a download that fails leaves it out of the
 * screen instead of showing the page error. Wrap the `dynamic(...)` component: `leftOutOnFailure(dynamic(() => import(...)))`.
 */
export function leftOutOnFailure<P extends object>(Piece: ComponentType<P>) {
  function Optional(props: P) {
    return (
      <LeftOut>
        <Piece {...props} />
      </LeftOut>
    );
  }
  Optional.displayName = `LeftOutOnFailure(${Piece.displayName ?? Piece.name ?? "Piece"})`;
  return Optional;
}

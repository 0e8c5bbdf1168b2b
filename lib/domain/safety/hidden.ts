import "server-only";
import { AppError, forbidden, notFound } from "@/lib/core/errors";
import type { Viewer } from "@/lib/domain/safety/visibility";

// One rule for hidden things (issue #28), for every door to a post, comment, story, event, review
// or message: the caller loads the thing WITH the visibility rules of visibility.ts in the query
// (a hidden row is never loaded), then asks here.
// - not loaded (missing, or hidden from the caller: a block either way, a suspension, a private
//   account they don't follow, an audience they are outside of): 404 with the thing's own
//   "… not found", exactly as for an id that never existed, so nobody learns that it exists;
// - loaded but not theirs: 403 with the spec's "only your own" text (they can see it anyway).
// Reads and changes: visible-but-not-yours is the only 403, hidden is always 404.
// One deliberate exception (issue #11; docs/decisions/safety.md, "Reads answer 404, actions answer
// 403"): acting by id on a member's content across a block (like, comment, save, follow, story like
// or reply) answers 403 "You can't interact with this member" (assertCanInteract in
// visibility.ts), though reading the same thing answers 404. A suspended owner's
// content stays 404 for actions too.

/** What to answer for one kind of thing. */
export type OwnRule = {
  /** the 404 text: the caller may not see the thing (or it does not exist) */
  missing: string;
  /** the 403 text: the caller sees the thing but it is not theirs */
  notYours: string;
  /** admins may act on anything they can see (a review's or a post's removal) */
  adminMay?: boolean;
};

/** For reads: the thing as loaded with the visibility rules, or 404 `missing`. */
export function requireSeen<T>(seen: T | null | undefined, missing: string): T {
  if (seen === null || seen === undefined) throw notFound(missing);
  return seen;
}

/**
 * For changes (edit, delete, organizer actions): `seen` is the thing as loaded with the visibility
 * rules in the query (null when missing or hidden), `ownerOf` names its owner. 404 when not seen,
 * 403 `notYours` when seen but owned by someone else (unless `adminMay` and the viewer is an admin).
 */
export function requireOwn<T>(viewer: Viewer, seen: T | null | undefined, ownerOf: (row: T) => string, rule: OwnRule): T {
  const row = requireSeen(seen, rule.missing);
  if (ownerOf(row) !== viewer.id && !(rule.adminMay && viewer.isAdmin)) throw forbidden(rule.notYours);
  return row;
}

/**
 * For `.catch` on a load that answers 404 when the thing is missing or hidden: that 404 becomes
 * null (the caller decides what to answer); every other error (a timeout, a lost connection) is
 * rethrown, so a failing database never reads as "not found".
 */
export function nullIfNotFound(error: unknown): null {
  if (error instanceof AppError && error.code === "not_found") return null;
  throw error;
}

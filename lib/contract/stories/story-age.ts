/** Whole hours since the story was posted: 0 shows 'now', n shows 'nh'. */
export function storyAgeHours(createdAt: string | Date, now: Date = new Date()): number {
  const ms = now.getTime() - new Date(createdAt).getTime();
  if (!Number.isFinite(ms) || ms < 0) return 0;
  return Math.floor(ms / 3_600_000);
}

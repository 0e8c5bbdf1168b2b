// The one rule for the text alternative of a member's photo or video: their alt text, otherwise a
// description from the catalog ("Photo by {name}" / "Video by {name}"), never the file name.
export type DescribedMedia = { type: "image" | "video"; altText?: string | null };

export type AltFallback = (key: "photoBy" | "videoBy", values: { name: string }) => string;

export function mediaAlt(media: DescribedMedia, authorName: string, fallback: AltFallback): string {
  const text = media.altText?.trim();
  if (text) return text;
  return fallback(media.type === "video" ? "videoBy" : "photoBy", { name: authorName });
}

// A tag page's address, apart from the tag rules' texts, for browser code that only links (every caption's tags).
/** The address of a tag's page (the tag as typed or normalised). */
export function tagHref(tag: string): string {
  return `/explore/tags/${encodeURIComponent(tag)}`;
}

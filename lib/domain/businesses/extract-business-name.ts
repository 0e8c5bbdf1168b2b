import "server-only";
import { extractFromMapsLink, type MapsExtractResult } from "@/lib/contract/businesses/maps-link";
import { resolveShareLink } from "@/lib/domain/businesses/resolve-share-link";

/** 'Extract Info': name from a Google Maps/Search link; share links are resolved here, server-side. */
export async function extractBusinessNameFromLink(
  url: string,
  resolve: (url: string) => Promise<string | null> = (u) => resolveShareLink(u),
): Promise<MapsExtractResult> {
  return extractFromMapsLink(url, resolve);
}

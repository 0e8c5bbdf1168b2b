import { describe, expect, it } from "vitest";
import { mediaAlt } from "@/lib/contract/media/media-alt";

const fallback = (key: "photoBy" | "videoBy", { name }: { name: string }) => `${key === "photoBy" ? "Photo" : "Video"} by ${name}`;

describe("mediaAlt", () => {
  it.each([
    [{ type: "image" as const, altText: "Two people holding a rainbow flag" }, "Two people holding a rainbow flag"],
    [{ type: "image" as const, altText: "  padded  " }, "padded"],
    [{ type: "image" as const, altText: null }, "Photo by Aoi"],
    [{ type: "image" as const, altText: "   " }, "Photo by Aoi"],
    [{ type: "video" as const }, "Video by Aoi"],
    [{ type: "video" as const, altText: "Dancing at the parade" }, "Dancing at the parade"],
  ])("%o -> %s", (media, expected) => {
    expect(mediaAlt(media, "Aoi", fallback)).toBe(expected);
  });
});

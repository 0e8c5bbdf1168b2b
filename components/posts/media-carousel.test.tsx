import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { PostTile } from "@/components/shared/post-tile";
import type { MediaFile, PostDto } from "@/lib/contract/posts/types";
import { messages } from "@/messages/en";
import { MediaCarousel } from "./media-carousel";

// the ThumbHash of a plain blue 2:1 picture (lib/domain/uploads/media/image-variants.ts makes them at upload)
const PLACEHOLDER = "nMMBBICQpoh3eIh3d4dfd4iQZw==";
const sized: MediaFile = { url: "/objects/m/a.jpg", type: "image", altText: "A parade", widths: [320, 640, 1080], placeholder: PLACEHOLDER };
const old: MediaFile = { url: "/objects/m/b.jpg", type: "image", altText: "A flag" };

const wrap = (ui: React.ReactNode) => render(<NextIntlClientProvider locale="en" messages={messages}>{ui}</NextIntlClientProvider>);

describe("MediaCarousel images", () => {
  it("offers the WebP variants that exist through srcset and sizes, over the ThumbHash", () => {
    wrap(<MediaCarousel postId="p1" media={[sized, old]} authorName="Aiko" onOpen={() => {}} priority />);
    const img = screen.getByRole("img", { name: "A parade" });
    expect(img.getAttribute("src")).toBe("/objects/m/a.jpg");
    expect(img.getAttribute("srcset")).toBe("/objects/m/a.jpg.w320.webp 320w, /objects/m/a.jpg.w640.webp 640w, /objects/m/a.jpg.w1080.webp 1080w");
    expect(img.getAttribute("sizes")).toBe("(max-width: 672px) 100vw, 672px");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/);
  });

  it("keeps a plain src for media without variants (older uploads)", () => {
    wrap(<MediaCarousel postId="p2" media={[sized, old]} authorName="Aiko" />);
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    const img = screen.getByRole("img", { name: "A flag" });
    expect(img.getAttribute("src")).toBe("/objects/m/b.jpg");
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.hasAttribute("sizes")).toBe(false);
    expect(img.style.backgroundImage).toBe("");
  });

  it("drops the placeholder once the image has loaded", () => {
    wrap(<MediaCarousel postId="p3" media={[sized]} authorName="Aiko" />);
    const img = screen.getByRole("img", { name: "A parade" });
    Object.defineProperties(img, { complete: { value: true }, naturalWidth: { value: 1080 } });
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe("");
  });
});

describe("PostTile image", () => {
  const post = (media: MediaFile[]) => ({ id: "p4", user: { firstName: "Aiko", lastName: "T", username: "aiko" }, caption: null, contentWarning: null, imageUrl: media[0]!.url, mediaFiles: media, likeCount: 0, commentsCount: 0 }) as unknown as PostDto;

  it("asks for a third of the column from the variants", () => {
    wrap(<PostTile post={post([sized])} onOpen={() => {}} />);
    const img = screen.getByRole("img", { name: "A parade" });
    expect(img.getAttribute("srcset")).toContain("/objects/m/a.jpg.w320.webp 320w");
    expect(img.getAttribute("sizes")).toBe("(max-width: 672px) 34vw, 224px");
  });

  it("has no srcset without variants", () => {
    wrap(<PostTile post={post([old])} onOpen={() => {}} />);
    expect(screen.getByRole("img", { name: "A flag" }).hasAttribute("srcset")).toBe(false);
  });
});

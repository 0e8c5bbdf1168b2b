import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { neutralManifest, nijiManifest, THEME_COLOR } from "./manifests";

const publicDir = path.join(process.cwd(), "public");

describe("the web app manifests", () => {
  const niji = nijiManifest({ lang: "ja", description: "出会い、シェア、居場所" });
  const neutral = neutralManifest({ lang: "ja", title: "メモ" });

  it("install Niji standalone from the start page, in the brand colour", () => {
    expect(niji).toMatchObject({ name: "Niji", short_name: "Niji", start_url: "/", scope: "/", display: "standalone", theme_color: THEME_COLOR, lang: "ja" });
  });

  it("in discreet mode, install a neutral notepad: no trace of Niji in name, icons or colour", () => {
    expect(neutral).toMatchObject({ name: "メモ", short_name: "メモ", start_url: "/" });
    expect(JSON.stringify(neutral).toLowerCase()).not.toContain("niji");
    expect(neutral.theme_color).not.toBe(THEME_COLOR);
  });

  it.each([
    ["Niji", niji],
    ["neutral", neutral],
  ])("%s: PNG icons of the stated sizes exist, with maskable 192 and 512", async (_, manifest) => {
    const icons = manifest.icons ?? [];
    for (const size of ["192x192", "512x512"]) {
      for (const purpose of ["any", "maskable"]) expect(icons.some((i) => i.sizes === size && i.purpose === purpose)).toBe(true);
    }
    for (const icon of icons) {
      const file = path.join(publicDir, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      const meta = await sharp(file).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe("png");
    }
  });

  it("the apple-touch-icons are opaque 180 px PNGs", async () => {
    for (const name of ["niji", "notes"]) {
      const meta = await sharp(path.join(publicDir, "icons", `${name}-apple-touch-icon.png`)).metadata();
      expect([meta.width, meta.height, meta.hasAlpha]).toEqual([180, 180, false]);
    }
  });
});

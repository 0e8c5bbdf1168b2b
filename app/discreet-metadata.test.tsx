import { readFileSync } from "node:fs";
import path from "node:path";
import type { Metadata, Viewport } from "next";
import { createTranslator } from "next-intl";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages as en } from "@/messages/en";
import { MANIFEST_PATH, NEUTRAL_MANIFEST_PATH, NEUTRAL_THEME_COLOR } from "@/lib/contract/discreet/manifests";

// Discreet mode on every route (issue #28 item 9), at the level of the heads Next builds: for every
// app/**/page.tsx and the 404, the metadata of its segments from the root down, merged as Next merges
// them (a deeper segment's field wins; Niji's manifest is linked by the root layout alone, see
// lib/server/discreet-metadata.ts). e2e/discreet-every-route.spec.ts checks the same on the built server.
const state = vi.hoisted(() => ({ discreet: true }));
vi.mock("@/lib/server/current-user", () => ({ getCurrentUser: async () => ({ id: "member" }) }));
vi.mock("@/lib/domain/discreet/get-discreet-settings", () => ({
  getDiscreetSettings: async () => ({ enabled: state.discreet, exitUrl: null, lockMinutes: 5, hasPin: false }),
}));
vi.mock("next-intl/server", () => ({
  getLocale: async () => "en",
  getTranslations: async (namespace?: string) => createTranslator({ locale: "en", messages: en, namespace: namespace as never }),
}));

type Segment = { generateMetadata?: () => Promise<Metadata>; metadata?: Metadata; generateViewport?: () => Promise<Viewport>; viewport?: Viewport };
const modules = import.meta.glob<Segment>(["/app/**/layout.tsx", "/app/**/page.tsx", "/app/not-found.tsx"]);
const root = path.resolve(".");
// only the segments that say something about the head are loaded (the rest draw screens)
const hasHead = (file: string) => /export (async )?function generate(Metadata|Viewport)|export const (metadata|viewport)\b/.test(readFileSync(path.join(root, file), "utf8"));

/** The segment files whose head applies to `leaf` (a page.tsx or the root not-found), root first. */
function chain(leaf: string): string[] {
  const dirs = path.posix.dirname(leaf).split("/").filter(Boolean); // ["app", "(app)", ...]
  const layouts = dirs.map((_, i) => `/${dirs.slice(0, i + 1).join("/")}/layout.tsx`).filter((file) => file in modules);
  return [...layouts, leaf];
}

async function headOf(leaf: string) {
  let metadata: Metadata = {};
  let viewport: Viewport = {};
  for (const file of chain(leaf)) {
    if (hasHead(file)) {
      const segment = await modules[file]();
      metadata = { ...metadata, ...(segment.generateMetadata ? await segment.generateMetadata() : (segment.metadata ?? {})) };
      viewport = { ...viewport, ...(segment.generateViewport ? await segment.generateViewport() : (segment.viewport ?? {})) };
    }
  }
  return { metadata, viewport };
}

const leaves = [...Object.keys(modules).filter((file) => file.endsWith("/page.tsx")), "/app/not-found.tsx"].sort();
const text = (value: unknown) => JSON.stringify(value ?? "");

beforeEach(() => {
  state.discreet = true;
});

describe("discreet mode on every route's head", () => {
  it("finds every page", () => {
    expect(leaves).toEqual(expect.arrayContaining(["/app/(app)/page.tsx", "/app/(public)/guidelines/page.tsx", "/app/not-found.tsx", "/app/offline/page.tsx"]));
    expect(leaves.length).toBeGreaterThan(25);
  });

  it.each(leaves)("%s: no Niji in the title, icons, home-screen name or manifest", async (leaf) => {
    const { metadata, viewport } = await headOf(leaf);
    expect(text(metadata.title)).not.toMatch(/niji/i);
    expect(text(metadata.icons)).not.toMatch(/niji|logo\.svg/i);
    expect(text(metadata.appleWebApp)).not.toMatch(/niji/i);
    expect(metadata.manifest).toBe(NEUTRAL_MANIFEST_PATH);
    expect(viewport.themeColor).toBe(NEUTRAL_THEME_COLOR);
  });

  it("outside discreet mode the same heads name Niji (the check above can fail)", async () => {
    state.discreet = false;
    for (const leaf of ["/app/(public)/guidelines/page.tsx", "/app/not-found.tsx", "/app/(app)/page.tsx"]) {
      const { metadata } = await headOf(leaf);
      expect(metadata.manifest, leaf).toBe(MANIFEST_PATH);
      expect(text(metadata.appleWebApp), leaf).toMatch(/Niji/);
    }
  });
});

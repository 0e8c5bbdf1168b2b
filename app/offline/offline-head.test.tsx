import type { Metadata, Viewport } from "next";
import { createTranslator } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import * as rootLayout from "@/app/layout";
import OfflinePage, * as offline from "@/app/offline/page";
import { NEUTRAL_MANIFEST_PATH, NEUTRAL_THEME_COLOR } from "@/lib/contract/discreet/manifests";
import { messages as en } from "@/messages/en";

// /offline is fetched by the service worker without cookies (public/sw.js) and that copy is what a
// discreet member sees offline: its head must be the neutral one for a signed-out request too. The
// head is merged as Next merges it (app/discreet-metadata.test.tsx): the root layout, then the page.
vi.mock("@/lib/server/current-user", () => ({ getCurrentUser: async () => null }));
vi.mock("next-intl/server", () => ({
  getLocale: async () => "en",
  getTranslations: async (namespace?: string) => createTranslator({ locale: "en", messages: en, namespace: namespace as never }),
}));

const offlineMetadata = async (): Promise<Metadata> => ({ ...(await rootLayout.generateMetadata()), ...(await offline.generateMetadata()) });
const offlineViewport = async (): Promise<Viewport> => ({ ...(await rootLayout.generateViewport()), ...(await offline.generateViewport()) });

describe("/offline, as the service worker fetches it (no cookies)", () => {
  it("has the neutral head: no Niji in the title, description, icons, home-screen name or manifest", async () => {
    const metadata = await offlineMetadata();
    expect(JSON.stringify(metadata)).not.toMatch(/niji|logo\.svg/i);
    expect(metadata.title).toBe("Notes");
    expect(metadata.manifest).toBe(NEUTRAL_MANIFEST_PATH);
    expect((await offlineViewport()).themeColor).toBe(NEUTRAL_THEME_COLOR);
  });

  it("the root layout alone names Niji for the same signed-out request (the check above can fail)", async () => {
    expect(JSON.stringify(await rootLayout.generateMetadata())).toMatch(/Niji/);
  });

  it.each(["en", "ja"])("its text names nothing (%s)", async (lang) => {
    const html = renderToStaticMarkup(await OfflinePage({ searchParams: Promise.resolve({ lang }) }));
    expect(html).toMatch(lang === "ja" ? /オフライン/ : /offline/);
    expect(html).not.toMatch(/niji|logo/i);
  });
});

import { readdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, type Member } from "./support";

// Issue #28 item 9: discreet mode covers every page. Every app/**/page.tsx (route groups dropped,
// dynamic segments filled in), the 404 for an unknown path and for one that does not percent-decode:
// in discreet mode none names Niji in its title, icon, home-screen name or manifest, neither in the
// HTML the server sends (before any script runs) nor in the page once it is running.
const NIJI = /niji/i;
const NIJI_ICON = /niji|\/logo\.svg/i;

/** The address of every page under app/, with the member's id, username and a tag for the dynamic segments. */
function everyPage(member: Member): string[] {
  const pages: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name), [...segments, entry.name]);
        continue;
      }
      if (entry.name !== "page.tsx") continue;
      const parts = segments
        .filter((segment) => !/^\(.*\)$/.test(segment)) // route groups are not in the address
        .map((segment) => {
          if (segment === "[username]") return member.username;
          if (segment === "[tag]") return "pride";
          // any other dynamic segment is an id: the member's own (a profile), or one that names nothing there (a 404 inside the screen)
          if (/^\[.*\]$/.test(segment)) return member.id;
          return segment;
        });
      pages.push(`/${parts.join("/")}`);
    }
  };
  walk(path.resolve("app"), []);
  return pages.sort();
}

type Head = { titles: string[]; icons: string[]; manifests: string[]; homeScreenNames: string[] };

/** The head parts discreet mode neutralises, from HTML as sent (titles may be streamed into the body: all are read). */
function headOf(html: string): Head {
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? "";
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  return {
    titles: [...html.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)].map((m) => m[1]),
    icons: links.filter((tag) => /\brel="[^"]*\bicon\b[^"]*"/.test(tag)).map((tag) => attribute(tag, "href")),
    manifests: links.filter((tag) => /\brel="manifest"/.test(tag)).map((tag) => attribute(tag, "href")),
    homeScreenNames: [...html.matchAll(/<meta\b[^>]*name="apple-mobile-web-app-title"[^>]*>/g)].map(([tag]) => attribute(tag, "content")),
  };
}

const HOPS = 3;

/**
 * The head as running. Some pages move on by script once they have asked the server (an unknown
 * conversation goes back to /messages, an organizer-only screen to the event): then the page it lands
 * on is read, at most HOPS navigations on, and its head must be neutral too.
 */
async function liveHead(page: Page): Promise<Head> {
  for (let hop = 0; ; hop++) {
    try {
      await page.waitForFunction(() => document.title !== "", undefined, { timeout: 5_000 });
      return await page.evaluate(() => ({
        titles: [document.title],
        icons: [...document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]')].map((l) => l.getAttribute("href") ?? ""),
        manifests: [...document.querySelectorAll('link[rel="manifest"]')].map((l) => l.getAttribute("href") ?? ""),
        homeScreenNames: [...document.querySelectorAll('meta[name="apple-mobile-web-app-title"]')].map((m) => m.getAttribute("content") ?? ""),
      }));
    } catch (error) {
      if (hop >= HOPS || !/Execution context was destroyed/.test(String(error))) throw error;
      await page.waitForLoadState("domcontentloaded");
    }
  }
}

const manifestNames = new Map<string, string>();
async function manifestText(request: APIRequestContext, href: string) {
  if (!manifestNames.has(href)) manifestNames.set(href, await (await request.get(href)).text());
  return manifestNames.get(href)!;
}

async function expectNeutral(request: APIRequestContext, where: string, head: Head) {
  expect(head.titles.length, `${where}: a title`).toBeGreaterThan(0);
  for (const title of head.titles) expect(title, `${where}: title`).not.toMatch(NIJI);
  for (const icon of head.icons) expect(icon, `${where}: icon`).not.toMatch(NIJI_ICON);
  for (const name of head.homeScreenNames) expect(name, `${where}: home-screen name`).not.toMatch(NIJI);
  for (const href of head.manifests) {
    const manifest = await manifestText(request, href);
    expect(manifest, `${where}: manifest ${href}`).not.toMatch(NIJI);
  }
}

test("discreet mode: no page names Niji in its title, icon, home-screen name or manifest", async ({ page, member }) => {
  const routes = [...everyPage(member), "/no-such-page", "/%E0%A4%A", "/profile/%ff"];
  test.setTimeout(30_000 + routes.length * 5_000);
  const on = await page.request.put(`/api/users/${member.id}/discreet`, { data: { enabled: true } });
  expect(on.status(), await on.text()).toBe(200);
  expect(routes).toEqual(expect.arrayContaining(["/", "/guidelines", "/settings", "/offline", `/u/${member.username}`]));
  for (const route of routes) {
    // each route in a tab of its own: a page that moves on by script after its head was read (a CI run
    // saw /profile do so) would otherwise interrupt the next route's navigation
    const tab = await page.context().newPage();
    const response = await tab.goto(route);
    expect(response, route).not.toBeNull();
    // as sent: neutral before any script runs. The navigation's own answer, unless the page has moved on
    // by script and taken that body with it (a signed-in /login): then the same request apart from it.
    const html = await response!.text().catch(async () => (await page.request.get(route)).text());
    await expectNeutral(page.request, `${route} (HTML)`, headOf(html));
    // and as running, once Next has written its head (followed to where the page lands, when it moves on by script)
    const live = await liveHead(tab);
    await expectNeutral(page.request, `${route} (page)`, live);
    await tab.close();
  }
});

import { clsx } from "clsx";
import { getDefaultConfig, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { classWords } from "@/scripts/class-tokens";
import { groupsUsed } from "@/scripts/generate-cn-config";
import { cn } from "./cn";
import { cnConfig } from "./cn-config.generated";

// `cn` merges with tailwind-merge's configuration cut down to the class groups our code uses
// (scripts/generate-cn-config.ts). A class of a group the cut-down configuration lacks would not be
// merged (both classes kept, the CSS order deciding), so these tests hold it to tailwind-merge's own
// default merge for every class our code writes.
const words = classWords();
const full = (...classes: string[]) => twMerge(clsx(classes));

describe("cn", () => {
  it("has every class group a class in app/, components/, hooks/ or lib/client falls in (else: npx tsx scripts/generate-cn-config.ts)", () => {
    const used = groupsUsed(getDefaultConfig(), words);
    const missing = [...used].filter((id) => !(id in cnConfig().classGroups));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(50); // the scan found the app's classes
  });

  it("merges every two classes of a kind as tailwind-merge's whole configuration does", () => {
    const classes = words.filter((w) => full(w, w) === w);
    const byStart = new Map<string, string[]>();
    for (const w of classes) {
      const start = w.replace(/^-/, "").slice(0, 2);
      byStart.set(start, [...(byStart.get(start) ?? []), w]);
    }
    const differ: string[] = [];
    let pairs = 0;
    for (const group of byStart.values()) {
      for (const a of group) {
        for (const b of group) {
          pairs++;
          if (cn(a, b) !== full(a, b)) differ.push(`${a} ${b}: ${cn(a, b)} / ${full(a, b)}`);
        }
      }
    }
    expect(differ).toEqual([]);
    expect(pairs).toBeGreaterThan(10_000);
  });

  it("lets a later class win over an earlier one of the same kind, with variants, and keeps unrelated ones", () => {
    expect(cn("p-4", "p-2")).toBe("p-2");
    expect(cn("px-3 py-1", "p-0")).toBe("p-0");
    expect(cn("text-sm text-muted-foreground", "text-base text-foreground")).toBe("text-base text-foreground");
    expect(cn("data-[state=checked]:bg-primary", "data-[state=checked]:bg-emerald-700")).toBe("data-[state=checked]:bg-emerald-700");
    expect(cn("rounded-md bg-muted", "rounded-full", false && "hidden", "my-widget")).toBe("bg-muted rounded-full my-widget");
    expect(cn("h-11 w-fit", "w-full")).toBe("h-11 w-full");
  });
});

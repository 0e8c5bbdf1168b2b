import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { cnConfig } from "@/lib/client/cn-config.generated";

// tailwind-merge with only the class groups the app uses (scripts/generate-cn-config.ts): the same merges
// as its default `twMerge` for every class our code writes (lib/client/cn.test.ts), without the rest of its
// default configuration on every screen's first load (issue #34).
const merge = createTailwindMerge(cnConfig);

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

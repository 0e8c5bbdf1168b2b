import type { MetadataRoute } from "next";

// The two web app manifests: Niji's own, and the neutral one discreet mode links instead (same app,
// same start page, a notepad's name and icon). Pure, so tests read exactly what the routes serve.
export const THEME_COLOR = "#6d28d9";
export const NEUTRAL_THEME_COLOR = "#f5f5f4";
export const MANIFEST_PATH = "/manifest.webmanifest";
export const NEUTRAL_MANIFEST_PATH = "/neutral.webmanifest";
export const APPLE_TOUCH_ICON = "/icons/niji-apple-touch-icon.png";
export const NEUTRAL_APPLE_TOUCH_ICON = "/icons/notes-apple-touch-icon.png";

function icons(name: "niji" | "notes"): MetadataRoute.Manifest["icons"] {
  return [
    { src: `/icons/${name}-192.png`, sizes: "192x192", type: "image/png", purpose: "any" },
    { src: `/icons/${name}-512.png`, sizes: "512x512", type: "image/png", purpose: "any" },
    { src: `/icons/${name}-maskable-192.png`, sizes: "192x192", type: "image/png", purpose: "maskable" },
    { src: `/icons/${name}-maskable-512.png`, sizes: "512x512", type: "image/png", purpose: "maskable" },
  ];
}

const common = { id: "/", start_url: "/", scope: "/", display: "standalone", orientation: "portrait" } as const;

export function nijiManifest({ lang, description }: { lang: string; description: string }): MetadataRoute.Manifest {
  return { ...common, name: "Niji", short_name: "Niji", description, lang, background_color: "#ffffff", theme_color: THEME_COLOR, icons: icons("niji") };
}

export function neutralManifest({ lang, title }: { lang: string; title: string }): MetadataRoute.Manifest {
  return { ...common, name: title, short_name: title, lang, background_color: "#ffffff", theme_color: NEUTRAL_THEME_COLOR, icons: icons("notes") };
}

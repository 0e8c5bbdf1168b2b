import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { discreetMetadata, discreetViewport } from "@/lib/server/discreet-metadata";

// The screens readable signed out (sign-in, sign-up, the guidelines): a signed-in member in discreet
// mode gets the neutral head here too (lib/server/discreet-metadata.ts).
export function generateMetadata(): Promise<Metadata> {
  return discreetMetadata();
}

export function generateViewport(): Promise<Viewport> {
  return discreetViewport();
}

export default function PublicLayout({ children }: { children: ReactNode }) {
  return children;
}

import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import AppLayout from "@/app/(app)/layout";
import { SuspendedShell } from "@/components/appeals/suspended-shell";
import { discreetMetadata, discreetViewport } from "@/lib/server/discreet-metadata";
import { getCurrentStanding } from "@/lib/server/current-user";

export function generateMetadata(): Promise<Metadata> {
  return discreetMetadata();
}

export function generateViewport(): Promise<Viewport> {
  return discreetViewport();
}

// /settings/account-status, the one page a suspended member's session reaches: for them a bare shell
// (the page and a way to sign out, no navigation to anything else); for everyone else the app's own
// layout (the app shell, or the landing screen signed out).
export default async function StandingLayout({ children }: { children: ReactNode }) {
  const member = await getCurrentStanding();
  if (member?.suspended) return <SuspendedShell>{children}</SuspendedShell>;
  return <AppLayout>{children}</AppLayout>;
}

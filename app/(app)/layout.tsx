import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Landing } from "@/components/landing/landing";
import { AppShell } from "@/components/layout/app-shell";
import { screenTitle } from "@/lib/core/i18n/app-title";
import { redirect } from "next/navigation";
import { ACCOUNT_STATUS_PATH } from "@/lib/contract/appeals/schemas";
import { getCurrentStanding, getCurrentUser } from "@/lib/server/current-user";
import { discreetMetadata, discreetViewport, getCurrentDiscreet } from "@/lib/server/discreet-metadata";
import { toPublicUser } from "@/lib/domain/users/user-response";

// In discreet mode the tab is neutral from the first byte, before any script runs (the root layout's
// head, and the manifest again here: see lib/server/discreet-metadata.ts).
export function generateMetadata(): Promise<Metadata> {
  return discreetMetadata();
}

export function generateViewport(): Promise<Viewport> {
  return discreetViewport();
}

// Signed-in screens. A signed-out visitor gets the landing screen on every one of these paths; a
// suspended member (whose session reaches nothing else) is sent to their account status, the one page
// they may see (app/(standing)).
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (!user) {
    if ((await getCurrentStanding())?.suspended) redirect(ACCOUNT_STATUS_PATH);
    return <Landing />;
  }
  const discreet = (await getCurrentDiscreet())!;
  return (
    <AppShell user={toPublicUser(user, user)} discreet={discreet} title={await screenTitle(discreet.enabled)} unconfirmedEmail={user.emailConfirmed ? null : user.email}>
      {children}
    </AppShell>
  );
}
